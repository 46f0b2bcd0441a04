import { Button } from '@tablogs/ui';
import type { ConsentDecision } from './consent-store';

/** Asks an EU visitor whether analytics and CRM scripts may load. */
export function ConsentBanner({ onDecide }: { onDecide: (decision: ConsentDecision) => void }) {
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner__body">
        <h2 id="consent-banner-title" className="consent-banner__title">
          Cookies and analytics
        </h2>
        <p>
          We would like to measure visits and load our CRM&apos;s forms, which set cookies. Nothing
          loads unless you accept. Read the <a href="/privacy-policy">privacy policy</a>.
        </p>
      </div>
      <div className="consent-banner__actions">
        <Button variant="secondary" onClick={() => onDecide('denied')}>
          Reject
        </Button>
        <Button onClick={() => onDecide('granted')}>Accept</Button>
      </div>
    </section>
  );
}
