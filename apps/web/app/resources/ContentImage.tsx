import type { Image } from '@tablogs/content';

/** A content image with its intrinsic size; `priority` for the first screen's main image. */
export function ContentImage({
  image,
  priority = false,
  className,
}: {
  image: Image;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={image.alt}
      {...(priority
        ? { loading: 'eager', fetchPriority: 'high' }
        : { loading: 'lazy', decoding: 'async' })}
    />
  );
}
