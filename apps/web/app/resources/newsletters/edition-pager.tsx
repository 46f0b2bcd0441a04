import { Link } from 'react-router';
import { editionPath } from './newsletter-cards';

type Neighbour = { index: number; name: string } | null;

/** Links to the newer and the older edition, where there is one. */
export function EditionPager({ newer, older }: { newer: Neighbour; older: Neighbour }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="More editions" className="edition-pager">
      {older ? (
        <Link className="edition-pager__link" to={editionPath(older)} rel="prev">
          <span className="edition-pager__label">Older edition</span>
          <span>{older.name}</span>
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
          <span>{newer.name}</span>
        </Link>
      ) : null}
    </nav>
  );
}
