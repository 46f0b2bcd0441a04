import * as AccordionPrimitive from '@radix-ui/react-accordion';
import {
  type ComponentProps,
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../lib/cx';
import { AccordionPanel, AccordionTriggerLabel } from './static-accordion';

/*
 * Radix Accordion (type "multiple"): triggers inside real headings, arrows/Home/End between
 * them, Enter/Space toggle. Every answer is rendered (forceMount) and closed ones are `hidden`,
 * so prerendered HTML holds all of them (search engines, find-in-page, FAQPage data) and
 * hydration finds exactly what the server sent.
 *
 * The open items are kept here rather than in Radix, for two things Radix does not tell its
 * parts: which answers are closed (Radix leaves force-mounted content visible) and which ones
 * the visitor opened (only those animate, never one open at first paint).
 */

interface OpenItems {
  isOpen: (value: string) => boolean;
  openedByVisitor: ReadonlySet<string>;
}

const OpenItemsContext = createContext<OpenItems | null>(null);
const ItemValueContext = createContext<string | null>(null);

function useItemState(part: string) {
  const openItems = useContext(OpenItemsContext);
  const value = useContext(ItemValueContext);
  if (!openItems || value === null) throw new Error(`${part} must be inside <AccordionItem>`);
  return {
    open: openItems.isOpen(value),
    openedByVisitor: openItems.openedByVisitor.has(value),
  };
}

export interface AccordionProps
  extends Omit<
    ComponentProps<typeof AccordionPrimitive.Root>,
    'type' | 'collapsible' | 'defaultValue' | 'value' | 'onValueChange'
  > {
  /** Items open on first render, e.g. `[faqs[0].id]` to start with the first answer shown. */
  defaultValue?: string[];
  value?: string[];
  onValueChange?: (value: string[]) => void;
}

/** A list of disclosures where each item opens and closes on its own. */
export function Accordion({
  className,
  defaultValue = [],
  value,
  onValueChange,
  ...props
}: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const openValues = value ?? uncontrolled;
  const openedByVisitor = useRef(new Set<string>()).current;

  const changeOpenValues = (next: string[]) => {
    for (const item of next) if (!openValues.includes(item)) openedByVisitor.add(item);
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <OpenItemsContext.Provider
      value={{ isOpen: (item) => openValues.includes(item), openedByVisitor }}
    >
      <AccordionPrimitive.Root
        type="multiple"
        value={openValues}
        onValueChange={changeOpenValues}
        data-slot="accordion"
        className={cx('tl-accordion', className)}
        {...props}
      />
    </OpenItemsContext.Provider>
  );
}

export function AccordionItem({
  className,
  value,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <ItemValueContext.Provider value={value}>
      <AccordionPrimitive.Item
        value={value}
        data-slot="accordion-item"
        className={cx('tl-accordion__item', className)}
        {...props}
      />
    </ItemValueContext.Provider>
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
          <AccordionTriggerLabel>{children}</AccordionTriggerLabel>
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: Omit<ComponentProps<typeof AccordionPrimitive.Content>, 'forceMount' | 'hidden'>) {
  const { open, openedByVisitor } = useItemState('AccordionContent');
  const animate = open && openedByVisitor;
  const ref = useRef<HTMLDivElement>(null);
  // Radix blocks the animation of content that mounts open (an answer the visitor opens for the
  // first time, below); ours is keyed on data-animate, so lift the block.
  useLayoutEffect(() => {
    if (animate && ref.current) ref.current.style.animationName = '';
  }, [animate]);
  // Radix measures each content as it mounts (an inline style written, then a rect read: a
  // forced layout per answer), which made hydrating a long FAQ list block the main thread. A
  // closed answer the visitor has not opened is a plain hidden block until first opened.
  if (!open && !openedByVisitor) {
    return (
      <AccordionPanel open={false} className={className}>
        {children}
      </AccordionPanel>
    );
  }
  return (
    <AccordionPrimitive.Content
      ref={ref}
      forceMount
      hidden={!open}
      data-slot="accordion-content"
      data-animate={animate ? '' : undefined}
      className={cx('tl-accordion__content', className)}
      {...props}
    >
      <div className="tl-accordion__content-inner">{children}</div>
    </AccordionPrimitive.Content>
  );
}
