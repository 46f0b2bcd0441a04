import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../lib/cx';

/*
 * Pieces of the accordion's markup free of Radix: the Radix parts (accordion.tsx) draw their
 * trigger label and their not-yet-opened answers with them.
 */

/** What a trigger shows: the question and the chevron that turns as its answer opens. */
export function AccordionTriggerLabel({ children }: { children: ReactNode }) {
  return (
    <>
      <span>{children}</span>
      <ChevronDownIcon className="tl-accordion__chevron" size={20} />
    </>
  );
}

/** An answer as a plain block: open, or closed and `hidden` (Radix measures nothing here). */
export function AccordionPanel({
  open,
  className,
  children,
}: {
  open: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
      data-slot="accordion-content"
      className={cx('tl-accordion__content', className)}
    >
      <div className="tl-accordion__content-inner">{children}</div>
    </div>
  );
}
