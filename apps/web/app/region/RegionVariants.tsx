import type { ReactNode } from 'react';
import { type RegionVariant, regionShowValue } from './regionVariants';

interface RegionVariantsProps<T> {
  variants: readonly RegionVariant<T>[];
  children: (value: T) => ReactNode;
  className?: string;
}

/**
 * Renders regional copy. With one variant it renders it plainly; with several, each goes in a
 * wrapper that site.css shows only for the matching `html[data-region]` (set before paint), so
 * the prerendered page carries every region's copy and never reads the region store to render.
 */
export function RegionVariants<T>({ variants, children, className }: RegionVariantsProps<T>) {
  const [only] = variants;
  if (variants.length === 1 && only) return <>{children(only.value)}</>;
  return (
    <>
      {variants.map((variant) => (
        <div
          key={regionShowValue(variant.regions)}
          data-region-show={regionShowValue(variant.regions)}
          className={className}
        >
          {children(variant.value)}
        </div>
      ))}
    </>
  );
}
