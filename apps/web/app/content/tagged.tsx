import type { HeadlineItem } from '@tablogs/content';
import { type PreviewTags, tagsOf } from '@tablogs/content/preview-tags';
import type { ReactNode } from 'react';

/**
 * Text that comes from an entry, in a span carrying its inspector mode tags in a draft preview;
 * plain text otherwise, so visitors' HTML is as before. Inside an island only where a preview
 * page does not hydrate it (decision 0060), as the browser render has no tags.
 */
export function Tagged({ tags, children }: { tags: PreviewTags; children: ReactNode }) {
  return Object.keys(tags).length > 0 ? <span {...tags}>{children}</span> : children;
}

/** A headline item for the ui HeadlineList, its words tagged in a draft preview. */
export function taggedHeadline(item: HeadlineItem) {
  return {
    id: item.id,
    headline: <Tagged tags={tagsOf('headlineItem', item, 'headline')}>{item.headline}</Tagged>,
    description: (
      <Tagged tags={tagsOf('headlineItem', item, 'description')}>{item.description}</Tagged>
    ),
  };
}

/**
 * A frame with a document of its own (a newsletter's sandboxed email) in a draft preview: in a
 * figure carrying the tags of the field it shows, with a caption to point at. The SDK cannot look
 * into the frame, and the pointer over it is the frame's document's, never the page's; the
 * caption is where the editor's pointer reaches the figure. Outside a preview, the frame alone.
 */
export function TaggedFrame({ tags, children }: { tags: PreviewTags; children: ReactNode }) {
  if (Object.keys(tags).length === 0) return children;
  return (
    <figure {...tags}>
      <figcaption className="tl-muted" style={{ fontSize: 'var(--text-sm)', marginBottom: 8 }}>
        The email below is this edition’s content field.
      </figcaption>
      {children}
    </figure>
  );
}
