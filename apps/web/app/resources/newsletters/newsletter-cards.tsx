import { formatBlogDate, type Newsletter } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { Link } from 'react-router';
import { Tagged } from '../../content/tagged';
import { ContentImage } from '../../sections/content-image';
import { CARD_SIZES } from '../../sections/image-sizes';

export type NewsletterSummary = Pick<
  Newsletter,
  'id' | 'index' | 'name' | 'blurb' | 'date' | 'image'
>;

export const editionPath = (edition: Pick<Newsletter, 'index'>) =>
  `/resources/newsletters/${edition.index}`;

/** The monthly editions, newest first: image, name, blurb, date and a link to read it. */
export function NewsletterCards({ editions }: { editions: readonly NewsletterSummary[] }) {
  return (
    <ul className="card-grid card-grid--two">
      {editions.map((edition, position) => (
        <li key={edition.id}>
          <article className="resource-card" aria-labelledby={`edition-${edition.id}`}>
            <ContentImage
              className="resource-card__image"
              image={edition.image}
              priority={position === 0}
              sizes={CARD_SIZES}
              tags={tagsOf('newsletter', edition, 'image')}
            />
            <div className="resource-card__body">
              <p className="resource-card__meta">
                <time dateTime={edition.date} {...tagsOf('newsletter', edition, 'date')}>
                  {formatBlogDate(edition.date)}
                </time>
              </p>
              <h2 id={`edition-${edition.id}`} className="resource-card__title">
                <Link to={editionPath(edition)}>
                  <Tagged tags={tagsOf('newsletter', edition, 'name')}>{edition.name}</Tagged>
                </Link>
              </h2>
              <p className="resource-card__blurb" {...tagsOf('newsletter', edition, 'blurb')}>
                {edition.blurb}
              </p>
              <Link
                className="read-more"
                to={editionPath(edition)}
                aria-label={`Read the edition: ${edition.name}`}
              >
                Read the edition <span aria-hidden="true">→</span>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
