import type { Office } from '@tablogs/content';
import { telHref } from '../shell/telHref';

/** The two office blocks (North America, Australia/Pacific). */
export function OfficeContacts({ offices }: { offices: readonly Office[] }) {
  return (
    <ul className="office-cards">
      {offices.map((office) => (
        <li key={office.region} className="office-card">
          <h3>{office.region}</h3>
          <address>
            {office.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p>
            <a href={telHref(office.phone, office.region.startsWith('Australia') ? 'AU' : 'US')}>
              {office.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </p>
        </li>
      ))}
    </ul>
  );
}
