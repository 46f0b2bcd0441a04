import { Slot } from '@radix-ui/react-slot';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../lib/cx';
import { focusableIn, moveFocus } from './focus-list';

/*
 * Site header navigation as a disclosure menu (the WAI-ARIA pattern for site navigation): each
 * trigger is a button with aria-expanded that shows its list of links. Menus open by click or
 * keyboard only, one at a time; Escape, a click outside, focus leaving the menu, or choosing a
 * link closes them. Nothing here measures or sets state while hydrating, so the header costs
 * the page no extra render after load.
 */

interface NavMenuState {
  open: string | null;
  setOpen: (value: string | null) => void;
  /** Set by ArrowDown on a trigger: the content focuses its first link when it mounts. */
  focusFirstLink: { current: boolean };
}

const NavMenuContext = createContext<NavMenuState | null>(null);
const NavItemContext = createContext<{ value: string; contentId: string } | null>(null);

function useNavMenu(part: string): NavMenuState {
  const state = useContext(NavMenuContext);
  if (!state) throw new Error(`${part} must be inside <NavMenu>`);
  return state;
}

function useNavItem(part: string) {
  const item = useContext(NavItemContext);
  if (!item) throw new Error(`${part} must be inside <NavMenuItem>`);
  return item;
}

/** The top-level triggers and links, in order, for Left/Right arrow movement. */
const TOP_LEVEL =
  ':scope > .tl-nav-menu__list > .tl-nav-menu__item > .tl-nav-menu__trigger, :scope > .tl-nav-menu__list > .tl-nav-menu__item > .tl-nav-menu__link';

export interface NavMenuProps extends Omit<ComponentProps<'nav'>, 'defaultValue'> {
  /** The `value` of the item whose dropdown starts open (e.g. in a showcase). */
  defaultValue?: string;
}

export function NavMenu({ className, children, onKeyDown, defaultValue, ...props }: NavMenuProps) {
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

  return (
    <NavMenuContext.Provider value={{ open, setOpen, focusFirstLink }}>
      <nav
        ref={navRef}
        data-slot="nav-menu"
        className={cx('tl-nav-menu', className)}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          // Tabbing out of the navigation closes whatever is open.
          const next = event.relatedTarget as Node | null;
          if (open !== null && next && !event.currentTarget.contains(next)) setOpen(null);
        }}
        {...props}
      >
        {children}
      </nav>
    </NavMenuContext.Provider>
  );
}

export function NavMenuList({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="nav-menu-list" className={cx('tl-nav-menu__list', className)} {...props} />;
}

export interface NavMenuItemProps extends Omit<ComponentProps<'li'>, 'value'> {
  /** Names the item for NavMenu's defaultValue; a generated id otherwise. */
  value?: string;
}

export function NavMenuItem({ className, children, value: named, ...props }: NavMenuItemProps) {
  const generated = useId();
  const value = named ?? generated;
  return (
    <NavItemContext.Provider value={{ value, contentId: `${value}-content` }}>
      <li data-slot="nav-menu-item" className={cx('tl-nav-menu__item', className)} {...props}>
        {children}
      </li>
    </NavItemContext.Provider>
  );
}

export function NavMenuTrigger({
  className,
  children,
  onClick,
  onKeyDown,
  ...props
}: ComponentProps<'button'>) {
  const menu = useNavMenu('NavMenuTrigger');
  const item = useNavItem('NavMenuTrigger');
  const expanded = menu.open === item.value;
  return (
    <button
      type="button"
      data-slot="nav-menu-trigger"
      data-state={expanded ? 'open' : 'closed'}
      aria-expanded={expanded}
      aria-controls={expanded ? item.contentId : undefined}
      className={cx('tl-nav-menu__trigger', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) menu.setOpen(expanded ? null : item.value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.key !== 'ArrowDown') return;
        event.preventDefault();
        if (expanded) {
          document.getElementById(item.contentId)?.querySelector<HTMLElement>('a[href]')?.focus();
          return;
        }
        // Only for the dropdown about to mount: a flag left set would pull focus into the next
        // dropdown opened by Enter or a click.
        menu.focusFirstLink.current = true;
        menu.setOpen(item.value);
      }}
      {...props}
    >
      {children}
      <ChevronDownIcon className="tl-nav-menu__chevron" size={16} />
    </button>
  );
}

export interface NavMenuContentProps extends ComponentProps<'div'> {
  /** A second column beside the links, e.g. a NavMenuPromo. */
  aside?: ReactNode;
}

/** The dropdown of one item: rendered only while open, right after its trigger in tab order. */
export function NavMenuContent({ className, children, aside, ...props }: NavMenuContentProps) {
  const menu = useNavMenu('NavMenuContent');
  const item = useNavItem('NavMenuContent');
  const ref = useRef<HTMLDivElement>(null);
  const open = menu.open === item.value;

  useEffect(() => {
    if (!open || !menu.focusFirstLink.current) return;
    menu.focusFirstLink.current = false;
    ref.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open, menu.focusFirstLink]);

  if (!open) return null;
  return (
    <div
      ref={ref}
      id={item.contentId}
      data-slot="nav-menu-content"
      data-state="open"
      className={cx(
        'tl-nav-menu__content',
        aside ? 'tl-nav-menu__content--with-aside' : undefined,
        className,
      )}
      {...props}
    >
      <ul className="tl-nav-menu__links">{children}</ul>
      {aside ? <div className="tl-nav-menu__aside">{aside}</div> : null}
    </div>
  );
}

export interface NavMenuLinkProps extends ComponentProps<'a'> {
  /** A one-line explanation under the link text, inside dropdowns. */
  description?: ReactNode;
  /** Marks the link for the current page (aria-current="page"). */
  current?: boolean;
  /** Render the child (e.g. the app's router link) instead of an <a>, merging these props. */
  asChild?: boolean;
}

/**
 * A link in the bar or in a dropdown. Pass the app's router link as the child with `asChild`;
 * `description` is ignored then, so put it inside the child.
 */
export function NavMenuLink({
  className,
  description,
  current = false,
  asChild = false,
  children,
  onClick,
  ...props
}: NavMenuLinkProps) {
  const menu = useContext(NavMenuContext);
  const shared = {
    // Choosing a link closes the dropdown, so a client-side route change never leaves it open.
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      menu?.setOpen(null);
    },
    'data-slot': 'nav-menu-link',
    'data-active': current ? '' : undefined,
    'aria-current': current ? ('page' as const) : undefined,
    className: cx('tl-nav-menu__link', className),
    ...props,
  };
  if (asChild) return <Slot {...shared}>{children}</Slot>;
  return (
    <a {...shared}>
      <span className="tl-nav-menu__link-title">{children}</span>
      {description ? <span className="tl-nav-menu__link-description">{description}</span> : null}
    </a>
  );
}

/** A list item wrapper for links inside NavMenuContent. */
export function NavMenuContentItem({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="nav-menu-content-item"
      className={cx('tl-nav-menu__content-item', className)}
      {...props}
    />
  );
}

export interface NavMenuPromoProps {
  title: ReactNode;
  text?: ReactNode;
  /** A call to action, usually a small ButtonLink to the booking page. */
  action: ReactNode;
}

/** The highlighted card in a dropdown, e.g. "Book a discovery call". */
export function NavMenuPromo({ title, text, action }: NavMenuPromoProps) {
  return (
    <div data-slot="nav-menu-promo" data-tone="water" className="tl-nav-menu__promo">
      <p className="tl-nav-menu__promo-title">{title}</p>
      {text ? <p className="tl-nav-menu__promo-text">{text}</p> : null}
      {action}
    </div>
  );
}
