import { type Image, responsiveImage } from '@tablogs/content';
import type { PreviewTags } from '@tablogs/content/preview-tags';
import { HALF_WIDTH_SIZES } from './image-sizes';

interface ContentImageProps {
  image: Image;
  /** The first screen's main image: fetched eagerly, ahead of everything else. */
  priority?: boolean;
  className?: string;
  /** Overrides the asset's alt text, e.g. '' where a caption already says it. */
  alt?: string;
  /** How wide the image is laid out (the `sizes` attribute); see ./imageSizes. */
  sizes?: string;
  /**
   * A `<picture>` without `content-picture`, for a parent whose own CSS lays it out (a video
   * poster: video-embed.css): it is then not dimmed as an illustration in the dark theme either.
   */
  plainPicture?: boolean;
  /** Inspector mode tags: the entry and field that link the image (draft preview only). */
  tags?: PreviewTags;
}

/**
 * A content image with its intrinsic size (no layout shift) and the right loading priority.
 * Raster images become a `<picture>` of AVIF and WebP sources at several widths with a
 * JPEG/PNG fallback; embedded SVGs a `<picture>` of WebP widths with the SVG as the fallback
 * (see responsiveImage() of @tablogs/content); other images stay a plain `<img>`.
 */
export function ContentImage({
  image,
  priority = false,
  className,
  alt,
  sizes = HALF_WIDTH_SIZES,
  plainPicture = false,
  tags,
}: ContentImageProps) {
  const responsive = responsiveImage(image);
  const img = (
    <img
      {...tags}
      className={className}
      src={responsive?.src ?? image.url}
      srcSet={responsive?.srcSet}
      sizes={responsive?.srcSet ? sizes : undefined}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!responsive) return img;
  // `content-picture` is `display: contents`: the <img> keeps its place in grid and flex layouts.
  return (
    <picture className={plainPicture ? undefined : 'content-picture'}>
      {responsive.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
