import type { Office } from '@tablogs/content';
import { telHref } from '../shell/telHref';

/** The North America and Australia/Pacific office blocks from site settings. */
export function OfficeBlocks({
  offices,
  headingLevel,
}: {
  offices: readonly Office[];
  /** One below the heading of the section the blocks are in. */
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="office-blocks">
      {offices.map((office) => (
        <section
          key={office.region}
          className="office-block"
          aria-label={`${office.region} office`}
        >
          <Heading className="office-block__title">{office.region}</Heading>
          <address>
            {office.lines.map((line) => (
              <span key={line} className="office-block__line">
                {line}
              </span>
            ))}
            <a href={telHref(office.phone, officeCountry(office))}>{office.phone}</a>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </address>
        </section>
      ))}
    </div>
  );
}

/** Offices name their region, not a country; the phone's country code follows from it. */
function officeCountry(office: Office): 'AU' | 'US' {
  return /australia|pacific/i.test(office.region) ? 'AU' : 'US';
}
