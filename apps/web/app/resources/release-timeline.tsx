import { formatReleaseDate, type ProductUpdate } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { Badge, Timeline } from '@tablogs/ui';
import { Tagged } from '../content/tagged';

/** Releases newest first; the first is tagged "Latest" and each lists its feature points. */
export function ReleaseTimeline({ updates }: { updates: readonly ProductUpdate[] }) {
  // ISO dates sort as plain strings; localeCompare would load the ICU collator while hydrating.
  const newestFirst = [...updates].sort((a, b) =>
    a.releaseDate === b.releaseDate ? 0 : a.releaseDate < b.releaseDate ? 1 : -1,
  );
  return (
    <Timeline
      className="release-timeline"
      items={newestFirst.map((update, position) => ({
        id: update.id,
        value: (
          <Tagged tags={tagsOf('productUpdate', update, 'headline')}>{update.headline}</Tagged>
        ),
        tag: position === 0 ? <Badge tone="accent">Latest</Badge> : undefined,
        label: (
          <time dateTime={update.releaseDate} {...tagsOf('productUpdate', update, 'releaseDate')}>
            {formatReleaseDate(update.releaseDate)}
          </time>
        ),
        description: (
          <>
            <p {...tagsOf('productUpdate', update, 'description')}>{update.description}</p>
            {update.featurePoints.length > 0 ? (
              <ul
                className="release-timeline__points"
                {...tagsOf('productUpdate', update, 'featurePoints')}
              >
                {update.featurePoints.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </>
        ),
      }))}
    />
  );
}
