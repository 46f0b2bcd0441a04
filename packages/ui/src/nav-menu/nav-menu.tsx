import { Children, type ComponentProps, isValidElement, useId } from 'react';
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
 *
 * Until the script takes over (the HTML, and hydration), an item with a trigger is a native
 * `<details>` whose `<summary>` is the trigger and whose content is its dropdown, all of them
 * sharing one `name`: it opens from the first paint and without JavaScript, one at a time.
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
  const menu = useNavMenu('NavMenuItem');
  const generated = useId();
  const value = named ?? generated;
  const hasDropdown = Children.toArray(children).some(
    (child) => isValidElement(child) && child.type === NavMenuTrigger,
  );
  return (
    <NavItemContext.Provider value={{ value, contentId: `${value}-content` }}>
      <li data-slot="nav-menu-item" className={cx('tl-nav-menu__item', className)} {...props}>
        {hasDropdown && !menu.enhanced ? (
          <details
            // The visitor may have opened or closed it before hydration; the takeover reads that.
            suppressHydrationWarning
            name={menu.groupName}
            open={menu.open === value}
            data-nav-item={value}
            className="tl-nav-menu__disclosure"
          >
            {children}
          </details>
        ) : (
          children
        )}
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
  if (!menu.enhanced) {
    // Its <details> opens and closes it; the browser exposes it as an expandable button.
    return (
      <summary data-slot="nav-menu-trigger" className={cx('tl-nav-menu__trigger', className)}>
        {children}
        <ChevronDownIcon className="tl-nav-menu__chevron" size={16} />
      </summary>
    );
  }
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
