import {
  type FocusEvent,
  type KeyboardEvent,
  type KeyboardEventHandler,
  useEffect,
  useRef,
  useState,
} from 'react';
import { focusableIn, moveFocus } from './focus-list';
import type { NavMenuState } from './nav-menu-context';

/** The top-level triggers and links, in order, for Left/Right arrow movement. */
const TOP_LEVEL =
  ':scope > .tl-nav-menu__list > .tl-nav-menu__item > .tl-nav-menu__trigger, :scope > .tl-nav-menu__list > .tl-nav-menu__item > .tl-nav-menu__link';

/**
 * The open/closed state of a NavMenu and what closes it or moves focus through it: Escape, a
 * pointer press outside, focus leaving the navigation, and the arrow keys (Up/Down/Home/End inside
 * a dropdown, Left/Right along the top level). The caller's `onKeyDown` runs first and can cancel.
 */
export function useNavMenuDisclosure(
  defaultValue: string | undefined,
  onKeyDown: KeyboardEventHandler<HTMLElement> | undefined,
) {
  const [open, setOpen] = useState<string | null>(defaultValue ?? null);
  const focusFirstLink = useRef(false);
  const navRef = useRef<HTMLElement>(null);

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

  const state: NavMenuState = { open, setOpen, focusFirstLink };
  return { state, navRef, handleKeyDown, handleBlur };
}
