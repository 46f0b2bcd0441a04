import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../lib/cx';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** `raised` floats on a shadow, `outline` sits flat, `highlight` marks the recommended choice. */
  variant?: 'raised' | 'outline' | 'highlight';
  as?: 'div' | 'article' | 'li';
  ref?: Ref<HTMLDivElement>;
}

export function Card({
  variant = 'raised',
  as: Component = 'div',
  className,
  ...props
}: CardProps) {
  return (
    <Component
      data-slot="card"
      className={cx('tl-card', `tl-card--${variant}`, className)}
      {...(props as HTMLAttributes<HTMLElement>)}
    />
  );
}
