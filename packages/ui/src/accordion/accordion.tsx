import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { type ComponentProps, useEffect, useState } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../lib/cx';

export interface AccordionProps
  extends Omit<
    ComponentProps<typeof AccordionPrimitive.Root>,
    'type' | 'defaultValue' | 'value' | 'onValueChange'
  > {
  /** Items open on first render, e.g. `[faqs[0].id]` to start with the first answer shown. */
  defaultValue?: string[];
  value?: string[];
  onValueChange?: (value: string[]) => void;
}

/** A list of disclosures where each item opens and closes on its own. */
export function Accordion({ className, ...props }: AccordionProps) {
  // Open/close animations run only once React owns the DOM: in prerendered HTML an item that
  // starts open would otherwise animate from height 0 at first paint (a layout shift).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <AccordionPrimitive.Root
      type="multiple"
      data-slot="accordion"
      data-animated={interactive ? '' : undefined}
      className={cx('tl-accordion', className)}
      {...props}
    />
  );
}

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cx('tl-accordion__item', className)}
      {...props}
    />
  );
}

export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /** Heading level wrapping the trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

export function AccordionTrigger({
  headingLevel = 3,
  className,
  children,
  ...props
}: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="tl-accordion__header">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cx('tl-accordion__trigger', className)}
          {...props}
        >
          <span>{children}</span>
          <ChevronDownIcon className="tl-accordion__chevron" size={20} />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cx('tl-accordion__content', className)}
      {...props}
    >
      <div className="tl-accordion__content-inner">{children}</div>
    </AccordionPrimitive.Content>
  );
}
