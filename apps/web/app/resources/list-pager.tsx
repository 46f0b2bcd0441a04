import { VisuallyHidden } from '@tablogs/ui';
import { Link } from 'react-router';
import { type ListPageInfo, listPagePath, pagerEntries } from './list-pages';

/**
 * The numbered pages of a list, as plain links (no JavaScript needed), with "Previous" and "Next".
 * Nothing when the list fits on one page.
 */
export function ListPager({ info, label }: { info: ListPageInfo; label: string }) {
  const { listPath, page, pageCount } = info;
  if (pageCount <= 1) return null;
  const entries = pagerEntries(page, pageCount);
  return (
    <nav aria-label={label} className="list-pager">
      {page > 1 ? (
        <Link className="list-pager__step" to={listPagePath(listPath, page - 1)} rel="prev">
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : null}
      <ol className="list-pager__pages">
        {entries.map((entry, i) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${i}`} className="list-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                className="list-pager__page"
                to={listPagePath(listPath, entry)}
                aria-current={entry === page ? 'page' : undefined}
              >
                <VisuallyHidden>Page </VisuallyHidden>
                {entry}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link className="list-pager__step" to={listPagePath(listPath, page + 1)} rel="next">
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
