import type { Image } from '@tablogs/content';
import type { PreviewTags } from '@tablogs/content/preview-tags';
import { cx } from '@tablogs/ui';
import { ContentImage } from '../sections/content-image';
import { LOGO_SIZES } from '../sections/image-sizes';

/** A client's logo, named after the company (logos carry meaning, so never an empty alt). */
export function CompanyLogo({
  image,
  company,
  className,
  tags,
}: {
  image: Image;
  company: string;
  className?: string;
  tags?: PreviewTags;
}) {
  return (
    <ContentImage
      className={cx('tl-logo', className)}
      image={image}
      alt={company}
      sizes={LOGO_SIZES}
      tags={tags}
    />
  );
}
