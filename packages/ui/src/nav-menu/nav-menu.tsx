import { type ComponentProps, useId } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../lib/cx';
import { NavItemContext, NavMenuContext, useNavItem, useNavMenu } from './nav-menu-context';
import { useNavMenuDisclosure } from './nav-menu-disclosure';

/*
 * Site header navigation as a disclosure menu (the WAI-ARIA pattern for site navigation): each
 * trigger is a button with aria-expanded that shows its list of links. Menus open by click or
 * keyboard only, one at a time; Escape, a click outside, focus leaving the menu, or choosing a
 * link closes them. Nothing here measures or sets state while hydrating, so the header costs
 * the page no extra render after load.
 *
 * This file holds the bar: the navigation, its list, items and triggers. The dropdowns' markup is
 * in nav-menu-panel.tsx, and the state and keyboard handling in nav-menu-disclosure.ts.
 */

export interface NavMenuProps extends Omit<ComponentProps<'nav'>, 'defaultValue'> {
  /** The `value` of the item whose dropdown starts open (e.g. in a showcase). */
  defaultValue?: string;
}

export function NavMenu({ className, children, onKeyDown, defaultValue, ...props }: NavMenuProps) {
  const { state, navRef, handleKeyDown, handleBlur } = useNavMenuDisclosure(
    defaultValue,
    onKeyDown,
  );
  return (
    <NavMenuContext.Provider value={state}>
      <nav
        ref={navRef}
        data-slot="nav-menu"
        className={cx('tl-nav-menu', className)}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
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
