import { buttonClassName } from '@tablogs/ui';
import { Link } from 'react-router';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | TabLogs' },
  { name: 'description', content: 'The page you asked for does not exist on the TabLogs site.' },
  { name: 'robots', content: 'noindex' },
];

const POPULAR_PAGES = [
  { to: '/features', label: 'Features of the TabLogs logging app' },
  { to: '/tablabs', label: 'TabLabs for testing laboratories' },
  { to: '/pricing/tablogs', label: 'Pricing' },
  { to: '/resources/blog', label: 'Blog' },
  { to: '/contact-us', label: 'Contact us' },
];

/** Unknown paths: the server answers with status 404 and this page, prerendered as /404.html. */
export default function NotFound() {
  return (
    <section className="tl-section">
      <div className="tl-container tl-container--narrow tl-not-found">
        <p className="tl-eyebrow">Error 404</p>
        <h1>We couldn’t find that page</h1>
        <p className="tl-lead">
          The link may be old, or the address mistyped. These pages are a good place to pick up
          again:
        </p>
        <ul className="tl-link-list">
          {POPULAR_PAGES.map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{page.label}</Link>
            </li>
          ))}
        </ul>
        <p>
          <Link className={buttonClassName({ variant: 'primary' })} to="/">
            Back to the home page
          </Link>
        </p>
      </div>
    </section>
  );
}
