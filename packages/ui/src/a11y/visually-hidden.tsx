import type { HTMLAttributes } from 'react';
import { cx } from '../lib/cx';

/** Text for screen readers only, e.g. a label that the visual design shows with an icon. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span data-slot="visually-hidden" className={cx('tl-visually-hidden', className)} {...props} />
  );
}
