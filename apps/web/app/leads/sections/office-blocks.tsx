import type { Office } from '@tablogs/content';
import { telHref } from '@tablogs/content';
import { siteSettingsTags } from '@tablogs/content/preview-tags';

/** The North America and Australia/Pacific office blocks: the company facts of site settings. */
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
          // One office of the site settings' list: the editor opens the list.
          {...siteSettingsTags('offices')}
        >
          <Heading className="office-block__title">{office.region}</Heading>
          <address>
            {office.lines.map((line) => (
              <span key={line} className="office-block__line">
                {line}
              </span>
            ))}
            <a href={telHref(office.phone, office.countryCode)}>{office.phone}</a>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </address>
        </section>
      ))}
    </div>
  );
}
