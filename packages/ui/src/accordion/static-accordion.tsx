import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../lib/cx';

/*
 * The accordion's markup without its behaviour, free of Radix: the Radix parts (accordion.tsx)
 * draw their trigger label and their not-yet-opened answers with these pieces, and StaticAccordion
 * draws a whole list with them, so an app can show it while Radix is still on the way.
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

export interface StaticAccordionItem {
  value: string;
  /** The trigger's text. */
  title: ReactNode;
  /** The answer. */
  content: ReactNode;
}

export interface StaticAccordionProps {
  items: readonly StaticAccordionItem[];
  /** Items shown open, as Accordion's `defaultValue`. */
  defaultValue?: readonly string[];
  /** Heading level wrapping each trigger, as AccordionTrigger's. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/**
 * The accordion as it first looks (the items in `defaultValue` open), drawn without its
 * behaviour: e.g. while an app's Radix chunk is on the way. The triggers do nothing yet.
 */
export function StaticAccordion({
  items,
  defaultValue = [],
  headingLevel = 3,
  className,
}: StaticAccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-slot="accordion" className={cx('tl-accordion', className)}>
      {items.map((item) => {
        const open = defaultValue.includes(item.value);
        const state = open ? 'open' : 'closed';
        return (
          <div
            key={item.value}
            data-state={state}
            data-slot="accordion-item"
            className="tl-accordion__item"
          >
            <Heading className="tl-accordion__header">
              <button
                type="button"
                aria-expanded={open}
                data-state={state}
                data-slot="accordion-trigger"
                className="tl-accordion__trigger"
              >
                <AccordionTriggerLabel>{item.title}</AccordionTriggerLabel>
              </button>
            </Heading>
            <AccordionPanel open={open}>{item.content}</AccordionPanel>
          </div>
        );
      })}
    </div>
  );
}
