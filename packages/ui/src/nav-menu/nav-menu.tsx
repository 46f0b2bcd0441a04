import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { ComponentProps, PointerEvent, ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../lib/cx';

/*
 * Site header navigation on Radix NavigationMenu: link menus with disclosure triggers, arrow-key
 * movement and Escape. Selecting a NavMenuLink closes its dropdown (Radix's default), so a
 * client-side route change never leaves a menu hanging open.
 */

/**
 * Menus open and close by click (or keyboard) only. Radix also opens on hover, and a click that
 * lands right after a hover-open then closes the menu again: a confusing flicker for mouse users.
 */
function preventHoverToggle(event: PointerEvent<HTMLElement>) {
  event.preventDefault();
}

export function NavMenu({ className, ...props }: ComponentProps<typeof NavigationMenu.Root>) {
  return (
    <NavigationMenu.Root data-slot="nav-menu" className={cx('tl-nav-menu', className)} {...props} />
  );
}

export function NavMenuList({ className, ...props }: ComponentProps<typeof NavigationMenu.List>) {
  return (
    <NavigationMenu.List
      data-slot="nav-menu-list"
      className={cx('tl-nav-menu__list', className)}
      {...props}
    />
  );
}

export function NavMenuItem({ className, ...props }: ComponentProps<typeof NavigationMenu.Item>) {
  return (
    <NavigationMenu.Item
      data-slot="nav-menu-item"
      className={cx('tl-nav-menu__item', className)}
      {...props}
    />
  );
}

export function NavMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenu.Trigger>) {
  return (
    <NavigationMenu.Trigger
      type="button"
      data-slot="nav-menu-trigger"
      className={cx('tl-nav-menu__trigger', className)}
      onPointerMove={preventHoverToggle}
      onPointerLeave={preventHoverToggle}
      {...props}
    >
      {children}
      <ChevronDownIcon className="tl-nav-menu__chevron" size={16} />
    </NavigationMenu.Trigger>
  );
}

export interface NavMenuContentProps extends ComponentProps<typeof NavigationMenu.Content> {
  /** A second column beside the links, e.g. a NavMenuPromo. */
  aside?: ReactNode;
}

export function NavMenuContent({ className, children, aside, ...props }: NavMenuContentProps) {
  return (
    <NavigationMenu.Content
      data-slot="nav-menu-content"
      onPointerMove={preventHoverToggle}
      onPointerLeave={preventHoverToggle}
      className={cx(
        'tl-nav-menu__content',
        aside ? 'tl-nav-menu__content--with-aside' : undefined,
        className,
      )}
      {...props}
    >
      <ul className="tl-nav-menu__links">{children}</ul>
      {aside ? <div className="tl-nav-menu__aside">{aside}</div> : null}
    </NavigationMenu.Content>
  );
}

export interface NavMenuLinkProps extends ComponentProps<typeof NavigationMenu.Link> {
  /** A one-line explanation under the link text, inside dropdowns. */
  description?: ReactNode;
  /** Marks the link for the current page (aria-current="page"). */
  current?: boolean;
}

/**
 * A link in the bar or in a dropdown. Pass the app's router link as the child with `asChild`;
 * `description` is ignored then, so put it inside the child.
 */
export function NavMenuLink({
  className,
  description,
  current = false,
  asChild,
  children,
  ...props
}: NavMenuLinkProps) {
  return (
    <NavigationMenu.Link
      data-slot="nav-menu-link"
      active={current}
      aria-current={current ? 'page' : undefined}
      className={cx('tl-nav-menu__link', className)}
      asChild={asChild}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          <span className="tl-nav-menu__link-title">{children}</span>
          {description ? (
            <span className="tl-nav-menu__link-description">{description}</span>
          ) : null}
        </>
      )}
    </NavigationMenu.Link>
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
