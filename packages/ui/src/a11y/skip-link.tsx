import type { AnchorHTMLAttributes } from 'react';
import { cx } from '../lib/cx';

export interface SkipLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The id of the main landmark, with its hash. */
  href?: string;
}

/**
 * The first focusable element on the page; it appears on focus and jumps past the header. Give
 * the target `tabIndex={-1}` so that focus, not only the scroll position, moves there.
 */
export function SkipLink({ href = '#main', className, children, ...props }: SkipLinkProps) {
  return (
    <a data-slot="skip-link" href={href} className={cx('tl-skip-link', className)} {...props}>
      {children ?? 'Skip to content'}
    </a>
  );
}
