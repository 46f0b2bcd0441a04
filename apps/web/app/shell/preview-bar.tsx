import { Badge } from '@tablogs/ui';
import { useLocation } from 'react-router';

/**
 * Shown on pages of a draft preview (packages/server/src/preview/preview.ts): says so, and leaves preview for the
 * published version of the same page. A plain link: the exit is a server route, not a page.
 */
export function PreviewBar() {
  const location = useLocation();
  const exit = `/api/preview/exit?slug=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <section className="preview-bar" aria-label="Preview">
      <div className="tl-container preview-bar__inner">
        <p className="preview-bar__note">
          <Badge>Preview</Badge>
          <span>Showing unpublished drafts. Visitors see the published site.</span>
        </p>
        <a className="preview-bar__exit" href={exit}>
          Exit preview
        </a>
      </div>
    </section>
  );
}
