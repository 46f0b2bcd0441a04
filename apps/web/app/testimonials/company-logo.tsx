import type { Image } from '@tablogs/content';
import { cx } from '@tablogs/ui';
import { ContentImage } from '../sections/content-image';
import { LOGO_SIZES } from '../sections/image-sizes';

/** A client's logo, named after the company (logos carry meaning, so never an empty alt). */
export function CompanyLogo({
  image,
  company,
  className,
}: {
  image: Image;
  company: string;
  className?: string;
}) {
  return (
    <ContentImage
      className={cx('tl-logo', className)}
      image={image}
      alt={company}
      sizes={LOGO_SIZES}
    />
  );
}
