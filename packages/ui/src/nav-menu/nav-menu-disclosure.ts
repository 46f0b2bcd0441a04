import {
  type FocusEvent,
  type KeyboardEvent,
  type KeyboardEventHandler,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { focusableIn, moveFocus } from './focus-list';
import type { NavMenuState } from './nav-menu-context';

/** The top-level triggers and links, in order, for Left/Right arrow movement. */
const TOP_LEVEL =
  ':scope > .tl-nav-menu__list > .tl-nav-menu__item > .tl-nav-menu__trigger, :scope > .tl-nav-menu__list > .tl-nav-menu__item > .tl-nav-menu__link';

/** The native dropdowns of a menu not yet enhanced (nav-menu.tsx renders them in the HTML). */
const NATIVE_DROPDOWNS = ':scope details[data-nav-item]';

/**
 * The open/closed state of a NavMenu and what closes it or moves focus through it: Escape, a
 * pointer press outside, focus leaving the navigation, and the arrow keys (Up/Down/Home/End inside
 * a dropdown, Left/Right along the top level). The caller's `onKeyDown` runs first and can cancel.
 *
 * The HTML (and the hydration that matches it) has native `<details>` dropdowns, which work with
 * no JavaScript and from the first paint. Right after hydration the menu takes over: the dropdown
 * the visitor opened natively stays open as this state, and a focused `<summary>` hands focus to
 * the button that replaces it, so a visitor who clicked before the script ran sees no change.
 */
export function useNavMenuDisclosure(
  defaultValue: string | undefined,
  onKeyDown: KeyboardEventHandler<HTMLElement> | undefined,
) {
  const [open, setOpen] = useState<string | null>(defaultValue ?? null);
  const [enhanced, setEnhanced] = useState(false);
  const groupName = `tl-nav-${useId()}`;
  const focusFirstLink = useRef(false);
  const navRef = useRef<HTMLElement>(null);
  /** Index of the native trigger that had focus at takeover, to focus its button after. */
  const focusedTrigger = useRef(-1);

  // The takeover: the dropdown open natively becomes the open one. It renders as a transition,
  // which React splits into short tasks: set in the hydration commit, it re-rendered the whole
  // header synchronously there, one long task on every page. A dropdown toggled natively while
  // the transition renders is read again once it commits.
  const nativeOpen = useRef<string | null | undefined>(undefined);
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const dropdowns = Array.from(nav.querySelectorAll<HTMLDetailsElement>(NATIVE_DROPDOWNS));
    const readOpen = () => dropdowns.find((details) => details.open)?.dataset.navItem ?? null;
    focusedTrigger.current = dropdowns.findIndex((details) =>
      details.querySelector(':scope > summary')?.matches(':focus'),
    );
    const found = readOpen();
    nativeOpen.current = found;
    const onToggle = () => {
      nativeOpen.current = readOpen();
    };
    nav.addEventListener('toggle', onToggle, true);
    startTransition(() => {
      setOpen(found);
      setEnhanced(true);
    });
    return () => nav.removeEventListener('toggle', onToggle, true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the takeover commits
  useLayoutEffect(() => {
    if (!enhanced) return;
    const latest = nativeOpen.current;
    nativeOpen.current = undefined;
    if (latest !== undefined && latest !== open) setOpen(latest);
    if (focusedTrigger.current < 0) return;
    const triggers = navRef.current?.querySelectorAll<HTMLElement>('.tl-nav-menu__trigger');
    triggers?.[focusedTrigger.current]?.focus();
    focusedTrigger.current = -1;
  }, [enhanced]);

  useEffect(() => {
    if (open === null) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    const nav = navRef.current;
    if (event.defaultPrevented || !nav) return;
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && open !== null) {
      event.preventDefault();
      nav.querySelector<HTMLElement>('.tl-nav-menu__trigger[aria-expanded="true"]')?.focus();
      setOpen(null);
      return;
    }
    const content = target.closest<HTMLElement>('.tl-nav-menu__content');
    if (content && moveFocus(focusableIn(content, 'a[href], button'), target, event.key)) {
      event.preventDefault();
      return;
    }
    if (!content && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      const topLevel = Array.from(nav.querySelectorAll<HTMLElement>(TOP_LEVEL));
      if (moveFocus(topLevel, target, event.key === 'ArrowLeft' ? 'ArrowUp' : 'ArrowDown')) {
        event.preventDefault();
      }
    }
  };

  // Tabbing out of the navigation closes whatever is open.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open !== null && next && !event.currentTarget.contains(next)) setOpen(null);
  };

  const state: NavMenuState = { enhanced, groupName, open, setOpen, focusFirstLink };
  return { state, navRef, handleKeyDown, handleBlur };
}
