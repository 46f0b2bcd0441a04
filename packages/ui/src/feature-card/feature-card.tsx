import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/cx';

export interface CardImage {
  src: string;
  /** Empty when the title already says what the picture shows. */
  alt?: string;
  width: number;
  height: number;
}

type SpanAttributes = HTMLAttributes<HTMLSpanElement> & { [data: `data-${string}`]: string };

export interface FeatureCardProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title'> {
  title: ReactNode;
  text?: ReactNode;
  image?: CardImage;
  /** The selected card in a feature explorer; exposed to assistive tech as aria-pressed. */
  active?: boolean;
  /** Attributes of the title and text elements (e.g. a CMS preview's data attributes). */
  titleProps?: SpanAttributes;
  textProps?: SpanAttributes;
}

/** A clickable card that selects what a neighbouring panel shows (e.g. the feature explorer). */
export function FeatureCard({
  title,
  text,
  image,
  active = false,
  className,
  titleProps,
  textProps,
  ...props
}: FeatureCardProps) {
  return (
    <button
      type="button"
      data-slot="feature-card"
      data-active={active ? '' : undefined}
      aria-pressed={active}
      className={cx('tl-feature-card', className)}
      {...props}
    >
      {image ? (
        <img
          className="tl-feature-card__image"
          src={image.src}
          alt={image.alt ?? ''}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span {...titleProps} className="tl-feature-card__title">
        {title}
      </span>
      {text ? (
        <span {...textProps} className="tl-feature-card__text">
          {text}
        </span>
      ) : null}
    </button>
  );
}
