import * as AccordionPrimitive from '@radix-ui/react-accordion';
import {
  type ComponentProps,
  createContext,
  type HTMLAttributes,
  startTransition,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon } from '../icons/icons';
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
 *
 * Until the script takes over (in the HTML, and while hydrating) each item is a native
 * `<details>` whose `<summary>` holds the heading: every answer opens from the first paint and
 * without JavaScript. Right after hydration Radix takes over with the items the visitor left
 * open, and a focused question keeps focus on its Radix trigger.
 */

interface OpenItems {
  /** False while the items are native <details> (before the takeover). */
  enhanced: boolean;
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
    enhanced: openItems.enhanced,
    open: openItems.isOpen(value),
    openedByVisitor: openItems.openedByVisitor.has(value),
  };
}

function useEnhanced(part: string): boolean {
  const openItems = useContext(OpenItemsContext);
  if (!openItems) throw new Error(`${part} must be inside <Accordion>`);
  return openItems.enhanced;
}

/** The native items of an accordion not yet enhanced. */
const NATIVE_ITEMS = ':scope > details[data-value]';

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
  const [enhanced, setEnhanced] = useState(false);
  const nativeRoot = useRef<HTMLDivElement>(null);
  const enhancedRoot = useRef<HTMLDivElement>(null);
  /** Index of the native question that had focus at takeover, to focus its trigger after. */
  const focusedItem = useRef(-1);

  const changeOpenValues = (next: string[]) => {
    for (const item of next) if (!openValues.includes(item)) openedByVisitor.add(item);
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  // The takeover: what the visitor opened or closed natively becomes the open items. Once, at
  // mount: later changes come through Radix. It renders as a transition, which React splits into
  // short tasks: rendering every Radix item in the hydration task made one long task (FAQ TBT).
  // A native toggle while the transition renders is read again once it commits.
  const nativeOpen = useRef<string[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, at the takeover
  useLayoutEffect(() => {
    const root = nativeRoot.current;
    if (!root) return;
    const items = Array.from(root.querySelectorAll<HTMLDetailsElement>(NATIVE_ITEMS));
    const readOpen = () => items.flatMap((item) => (item.open ? [item.dataset.value ?? ''] : []));
    const found = readOpen();
    nativeOpen.current = found;
    const onToggle = () => {
      nativeOpen.current = readOpen();
    };
    root.addEventListener('toggle', onToggle, true);
    focusedItem.current = items.findIndex((item) =>
      item.querySelector(':scope > summary')?.matches(':focus'),
    );
    const before = value ?? uncontrolled;
    startTransition(() => {
      if (found.join('\n') !== before.join('\n') && value === undefined) setUncontrolled(found);
      setEnhanced(true);
    });
    if (found.join('\n') !== before.join('\n')) onValueChange?.(found);
    return () => root.removeEventListener('toggle', onToggle, true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the takeover commits
  useLayoutEffect(() => {
    if (!enhanced) return;
    const latest = nativeOpen.current;
    nativeOpen.current = null;
    if (latest && latest.join('\n') !== openValues.join('\n')) {
      if (value === undefined) setUncontrolled(latest);
      onValueChange?.(latest);
    }
    if (focusedItem.current < 0) return;
    enhancedRoot.current
      ?.querySelectorAll<HTMLElement>('.tl-accordion__trigger')
      [focusedItem.current]?.focus();
    focusedItem.current = -1;
  }, [enhanced]);

  const openItems: OpenItems = {
    enhanced,
    isOpen: (item) => openValues.includes(item),
    openedByVisitor,
  };

  if (!enhanced) {
    return (
      <OpenItemsContext.Provider value={openItems}>
        <div
          ref={nativeRoot}
          data-slot="accordion"
          className={cx('tl-accordion', className)}
          id={props.id}
          dir={props.dir}
        >
          {props.children}
        </div>
      </OpenItemsContext.Provider>
    );
  }

  return (
    <OpenItemsContext.Provider value={openItems}>
      <AccordionPrimitive.Root
        ref={enhancedRoot}
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
  const openItems = useContext(OpenItemsContext);
  if (openItems && !openItems.enhanced) {
    return (
      <ItemValueContext.Provider value={value}>
        <details
          // The visitor may have opened or closed it before hydration; the takeover reads that.
          suppressHydrationWarning
          open={openItems.isOpen(value)}
          data-value={value}
          data-slot="accordion-item"
          className={cx('tl-accordion__item', className)}
        >
          {props.children}
        </details>
      </ItemValueContext.Provider>
    );
  }
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
  if (!useEnhanced('AccordionTrigger')) {
    // The question is the <summary> of its native <details>, the heading inside it.
    return (
      <summary
        {...(props as HTMLAttributes<HTMLElement>)}
        data-slot="accordion-trigger"
        className={cx('tl-accordion__trigger', className)}
      >
        <Heading className="tl-accordion__header">{children}</Heading>
        <ChevronDownIcon className="tl-accordion__chevron" size={20} />
      </summary>
    );
  }
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
  const { enhanced, open, openedByVisitor } = useItemState('AccordionContent');
  const animate = open && openedByVisitor;
  const ref = useRef<HTMLDivElement>(null);
  // Radix blocks the animation of content that mounts open (an answer the visitor opens for the
  // first time, below); ours is keyed on data-animate, so lift the block.
  useLayoutEffect(() => {
    if (animate && ref.current) ref.current.style.animationName = '';
  }, [animate]);
  if (!enhanced) {
    // Its native <details> shows and hides it.
    return (
      <div data-slot="accordion-content" className={cx('tl-accordion__content', className)}>
        <div className="tl-accordion__content-inner">{children}</div>
      </div>
    );
  }
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
