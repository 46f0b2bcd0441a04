import type { Image } from '@tablogs/content';

interface ContentImageProps {
  image: Image;
  /** The first screen's main image: fetched eagerly, ahead of everything else. */
  priority?: boolean;
  className?: string;
  /** Overrides the asset's alt text, e.g. '' where a caption already says it. */
  alt?: string;
}

/** A content image with its intrinsic size (no layout shift) and the right loading priority. */
export function ContentImage({ image, priority = false, className, alt }: ContentImageProps) {
  return (
    <img
      className={className}
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
