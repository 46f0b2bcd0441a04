import type { HTMLAttributes } from 'react';
import { cx } from '../lib/cx';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** `accent` draws the eye (e.g. "MOST POPULAR"); `neutral` and `outline` label quietly. */
  tone?: 'accent' | 'neutral' | 'outline';
}

export function Badge({ tone = 'accent', className, ...props }: BadgeProps) {
  return (
    <span data-slot="badge" className={cx('tl-badge', `tl-badge--${tone}`, className)} {...props} />
  );
}
