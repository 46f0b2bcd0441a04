import type { PreviewTags } from '@tablogs/content/preview-tags';
import type { ReactNode } from 'react';

/**
 * Text that comes from an entry, in a span carrying its inspector mode tags in a draft preview;
 * plain text otherwise, so visitors' HTML is as before. Not for islands, whose browser render
 * has no tags (it would not match the server's span).
 */
export function Tagged({ tags, children }: { tags: PreviewTags; children: ReactNode }) {
  return Object.keys(tags).length > 0 ? <span {...tags}>{children}</span> : children;
}
