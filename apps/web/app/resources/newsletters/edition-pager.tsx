import { tagsOf } from '@tablogs/content/preview-tags';
import { Link } from 'react-router';
import { editionPath } from './newsletter-cards';

// `id` only in a draft preview, for its tags: visitors' data stays as it was.
type Neighbour = { index: number; name: string; id?: string } | null;

const nameTags = (edition: { id?: string }) =>
  edition.id ? tagsOf('newsletter', { id: edition.id }, 'name') : {};

/** Links to the newer and the older edition, where there is one. */
export function EditionPager({ newer, older }: { newer: Neighbour; older: Neighbour }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="More editions" className="edition-pager">
      {older ? (
        <Link className="edition-pager__link" to={editionPath(older)} rel="prev">
          <span className="edition-pager__label">Older edition</span>
          <span {...nameTags(older)}>{older.name}</span>
        </Link>
      ) : (
        <span />
      )}
      {newer ? (
        <Link
          className="edition-pager__link edition-pager__link--newer"
          to={editionPath(newer)}
          rel="next"
        >
          <span className="edition-pager__label">Newer edition</span>
          <span {...nameTags(newer)}>{newer.name}</span>
        </Link>
      ) : null}
    </nav>
  );
}
