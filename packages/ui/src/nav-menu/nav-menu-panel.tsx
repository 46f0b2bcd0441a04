import { Slot } from '@radix-ui/react-slot';
import {
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { cx } from '../lib/cx';
import { NavMenuContext, useNavItem, useNavMenu } from './nav-menu-context';

// The markup of a NavMenu's dropdowns: the panel, its links and the promo card beside them.

export interface NavMenuContentProps extends ComponentProps<'div'> {
  /** A second column beside the links, e.g. a NavMenuPromo. */
  aside?: ReactNode;
}

/**
 * The dropdown of one item, right after its trigger in tab order. In the HTML it is always there
 * (inside its native `<details>`, which shows it when open); once enhanced, only while open.
 */
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

  if (!open && menu.enhanced) return null;
  return (
    <div
      ref={ref}
      id={item.contentId}
      data-slot="nav-menu-content"
      data-state={menu.enhanced ? 'open' : undefined}
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
