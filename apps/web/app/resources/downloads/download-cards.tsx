import type { Download } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { buttonClassName, VisuallyHidden } from '@tablogs/ui';
import { Link } from 'react-router';
import { ContentImage } from '../../sections/content-image';
import { CARD_SIZES } from '../../sections/image-sizes';
import { downloadPath } from './download-summary';

type DownloadCard = Pick<Download, 'id' | 'slug' | 'heading' | 'blurb' | 'image'>;

function ReadMore({ item, asButton = false }: { item: DownloadCard; asButton?: boolean }) {
  return (
    <Link
      className={asButton ? buttonClassName({ variant: 'primary' }) : 'read-more'}
      to={downloadPath(item)}
      aria-label={`Read more: ${item.heading}`}
    >
      Read more<VisuallyHidden>: {item.heading}</VisuallyHidden>{' '}
      {asButton ? null : <span aria-hidden="true">→</span>}
    </Link>
  );
}

/** The first download, shown large. */
export function FeaturedDownload({ item }: { item: DownloadCard }) {
  return (
    <article className="featured-card" aria-labelledby={`download-${item.id}`}>
      <ContentImage
        className="featured-card__image featured-card__image--cover"
        image={item.image}
        priority
        tags={tagsOf('download', item, 'image')}
      />
      <div className="featured-card__body">
        <p className="tl-eyebrow">Featured guide</p>
        <h2
          {...tagsOf('download', item, 'heading')}
          id={`download-${item.id}`}
          className="featured-card__title"
        >
          <Link to={downloadPath(item)}>{item.heading}</Link>
        </h2>
        <p {...tagsOf('download', item, 'blurb')} className="featured-card__blurb">
          {item.blurb}
        </p>
        <p>
          <ReadMore item={item} asButton />
        </p>
      </div>
    </article>
  );
}

/** The other downloads in a grid. */
export function DownloadGrid({ items }: { items: readonly DownloadCard[] }) {
  return (
    <ul className="card-grid card-grid--three">
      {items.map((item) => (
        <li key={item.id}>
          <article className="resource-card" aria-labelledby={`download-${item.id}`}>
            <ContentImage
              className="resource-card__image resource-card__image--cover"
              image={item.image}
              sizes={CARD_SIZES}
              tags={tagsOf('download', item, 'image')}
            />
            <div className="resource-card__body">
              <h3
                {...tagsOf('download', item, 'heading')}
                id={`download-${item.id}`}
                className="resource-card__title"
              >
                <Link to={downloadPath(item)}>{item.heading}</Link>
              </h3>
              <p {...tagsOf('download', item, 'blurb')} className="resource-card__blurb">
                {item.blurb}
              </p>
              <ReadMore item={item} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
