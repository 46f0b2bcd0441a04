import { createContext, useContext } from 'react';

/** What every part of one NavMenu shares: which dropdown is open, and how to change it. */
export interface NavMenuState {
  /**
   * False in the HTML and until the menu has hydrated: each dropdown is then a native
   * `<details>` (its `<summary>` the trigger), which opens with no JavaScript. True once the
   * script has taken over with the open dropdown it found (nav-menu-disclosure.ts).
   */
  enhanced: boolean;
  /** The `name` of the menu's `<details>`, so that opening one closes the others natively. */
  groupName: string;
  open: string | null;
  setOpen: (value: string | null) => void;
  /** Set by ArrowDown on a trigger: the content focuses its first link when it mounts. */
  focusFirstLink: { current: boolean };
}

export const NavMenuContext = createContext<NavMenuState | null>(null);

/** One item's name and the id of its dropdown, shared by its trigger and content. */
export const NavItemContext = createContext<{ value: string; contentId: string } | null>(null);

export function useNavMenu(part: string): NavMenuState {
  const state = useContext(NavMenuContext);
  if (!state) throw new Error(`${part} must be inside <NavMenu>`);
  return state;
}

export function useNavItem(part: string) {
  const item = useContext(NavItemContext);
  if (!item) throw new Error(`${part} must be inside <NavMenuItem>`);
  return item;
}
