import { ButtonLink } from '@tablogs/ui';
import { Link } from 'react-router';

const STEPS = [
  {
    title: 'We look at your request',
    text: 'A geotechnical specialist reads what you sent, usually within one business day.',
  },
  {
    title: 'We get in touch',
    text: 'You get an email to set up a short call at a time that suits you and your team.',
  },
  {
    title: 'Your free trial starts',
    text: 'We set TabLogs up with your log templates so you can try it on a real project.',
  },
];

/** What happens after a lead is sent, and where to go meanwhile. */
export function NextSteps() {
  return (
    <>
      <ol className="next-steps">
        {STEPS.map((step) => (
          <li key={step.title} className="next-steps__item">
            <h2 className="next-steps__title">{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="next-steps__links">
        <ButtonLink asChild>
          <Link to="/discovery-call">Book a discovery call now</Link>
        </ButtonLink>
        <ButtonLink asChild variant="secondary">
          <Link to="/features">Explore the features</Link>
        </ButtonLink>
        <ButtonLink asChild variant="ghost">
          <Link to="/">Back to the home page</Link>
        </ButtonLink>
      </div>
    </>
  );
}
