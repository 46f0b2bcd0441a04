import type { PreviewTags } from '@tablogs/content/preview-tags';
import type { ReactNode } from 'react';
import { mapRegionVariants, type RegionVariant, regionShowValue } from './region-variant-groups';

interface RegionVariantsProps<T> {
  variants: readonly RegionVariant<T>[];
  children: (value: T) => ReactNode;
  className?: string;
  /**
   * The wrapper of each variant: `div` for blocks, `span` for text inside one element (see
   * RegionText). Either way site.css shows the matching one with `display: revert`.
   */
  as?: 'div' | 'span';
}

/**
 * Renders regional copy. With one variant it renders it plainly; with several, each goes in a
 * wrapper that site.css shows only for the matching `html[data-region]` (set before paint), so
 * the prerendered page carries every region's copy and never reads the region store to render.
 *
 * Every variant is in the HTML, so wrap only content that may repeat: never a page's `<h1>` or
 * anything with an id. For headings use RegionText inside the one heading element.
 */
export function RegionVariants<T>({
  variants,
  children,
  className,
  as: Wrapper = 'div',
}: RegionVariantsProps<T>) {
  const [only] = variants;
  if (variants.length === 1 && only) return <>{children(only.value)}</>;
  return (
    <>
      {variants.map((variant) => (
        <Wrapper
          key={regionShowValue(variant.regions)}
          data-region-show={regionShowValue(variant.regions)}
          className={className}
        >
          {children(variant.value)}
        </Wrapper>
      ))}
    </>
  );
}

interface RegionTextProps<T> {
  variants: readonly RegionVariant<T>[];
  /** The text of one variant, e.g. its headline. */
  text: (value: T) => string;
  /** Its inspector mode tags in a draft preview (@tablogs/content/preview-tags). */
  tags?: (value: T) => PreviewTags;
}

/**
 * Regional wording as inline text, for use inside ONE element: `<h1><RegionText … /></h1>`
 * keeps a single heading in the HTML whatever the regions, with each region's words in a span
 * that only shows (and is only read by screen readers) for that region. Regions that share the
 * words share one span; when every region does, the text is plain.
 */
export function RegionText<T>({ variants, text, tags }: RegionTextProps<T>) {
  const worded = mapRegionVariants(variants, (value) => ({
    words: text(value),
    tags: tags?.(value) ?? {},
  }));
  return (
    <RegionVariants variants={worded} as="span">
      {({ words, tags: attributes }) =>
        Object.keys(attributes).length > 0 ? <span {...attributes}>{words}</span> : words
      }
    </RegionVariants>
  );
}
