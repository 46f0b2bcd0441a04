import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useContext,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../lib/cx';
import { moveFocus } from '../nav-menu/focus-list';

/*
 * The WAI-ARIA accordion pattern: each header is a button with aria-expanded controlling a
 * labelled region. Closed answers stay in the HTML (hidden), so they are indexed and hydrate
 * without any layout measurement or follow-up render.
 */

interface AccordionState {
  isOpen: (value: string) => boolean;
  toggle: (value: string) => void;
  /** Items the visitor opened: only these animate, never an item open at first paint. */
  openedByVisitor: ReadonlySet<string>;
}

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; contentId: string } | null>(
  null,
);

function useAccordionItem(part: string) {
  const accordion = useContext(AccordionContext);
  const item = useContext(ItemContext);
  if (!accordion || !item) throw new Error(`${part} must be inside <AccordionItem>`);
  return { accordion, item, open: accordion.isOpen(item.value) };
}

export interface AccordionProps extends Omit<ComponentProps<'div'>, 'defaultValue'> {
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
  onKeyDown,
  ...props
}: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const openValues = value ?? uncontrolled;
  const openedByVisitor = useRef(new Set<string>()).current;

  const toggle = (item: string) => {
    const next = openValues.includes(item)
      ? openValues.filter((open) => open !== item)
      : [...openValues, item];
    if (next.includes(item)) openedByVisitor.add(item);
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const moveBetweenTriggers = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || !target.matches('.tl-accordion__trigger')) return;
    const triggers = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(
        ':scope > .tl-accordion__item > .tl-accordion__header > .tl-accordion__trigger',
      ),
    );
    if (moveFocus(triggers, target, event.key)) event.preventDefault();
  };

  return (
    <AccordionContext.Provider
      value={{ isOpen: (item) => openValues.includes(item), toggle, openedByVisitor }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys bubble up from the triggers */}
      <div
        data-slot="accordion"
        className={cx('tl-accordion', className)}
        onKeyDown={moveBetweenTriggers}
        {...props}
      />
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps extends ComponentProps<'div'> {
  value: string;
}

export function AccordionItem({ className, value, ...props }: AccordionItemProps) {
  const id = useId();
  const accordion = useContext(AccordionContext);
  return (
    <ItemContext.Provider value={{ value, triggerId: `${id}-trigger`, contentId: `${id}-content` }}>
      <div
        data-slot="accordion-item"
        data-state={accordion?.isOpen(value) ? 'open' : 'closed'}
        className={cx('tl-accordion__item', className)}
        {...props}
      />
    </ItemContext.Provider>
  );
}

export interface AccordionTriggerProps extends ComponentProps<'button'> {
  /** Heading level wrapping the trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

export function AccordionTrigger({
  headingLevel = 3,
  className,
  children,
  onClick,
  ...props
}: AccordionTriggerProps) {
  const { accordion, item, open } = useAccordionItem('AccordionTrigger');
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="tl-accordion__header">
      <button
        type="button"
        id={item.triggerId}
        data-slot="accordion-trigger"
        data-state={open ? 'open' : 'closed'}
        aria-expanded={open}
        aria-controls={item.contentId}
        className={cx('tl-accordion__trigger', className)}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) accordion.toggle(item.value);
        }}
        {...props}
      >
        <span>{children}</span>
        <ChevronDownIcon className="tl-accordion__chevron" size={20} />
      </button>
    </Heading>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<'section'>) {
  const { accordion, item, open } = useAccordionItem('AccordionContent');
  return (
    // A section named by its trigger is a region landmark.
    <section
      id={item.contentId}
      aria-labelledby={item.triggerId}
      data-slot="accordion-content"
      data-state={open ? 'open' : 'closed'}
      data-animate={open && accordion.openedByVisitor.has(item.value) ? '' : undefined}
      hidden={!open}
      className={cx('tl-accordion__content', className)}
      {...props}
    >
      <div className="tl-accordion__content-inner">{children}</div>
    </section>
  );
}
