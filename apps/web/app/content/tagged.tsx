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
