import {
  ArrowRightIcon,
  buttonClassName,
  NavMenu,
  NavMenuContent,
  NavMenuContentItem,
  NavMenuItem,
  NavMenuLink,
  NavMenuList,
  NavMenuPromo,
  NavMenuTrigger,
} from '@tablogs/ui';
import { Link, useLocation } from 'react-router';
import { HEADER_MENUS, type NavLink } from './navigation';
import type { ShellData } from './shell.server';

function MenuLink({ link, current }: { link: NavLink; current: boolean }) {
  return (
    <NavMenuLink asChild current={current}>
      <Link to={link.to}>
        <span className="tl-nav-menu__link-title">{link.label}</span>
        {link.description ? (
          <span className="tl-nav-menu__link-description">{link.description}</span>
        ) : null}
      </Link>
    </NavMenuLink>
  );
}

/** Home, the four dropdowns of decision 0016 and the Switch Now panel. */
export function HeaderMenus({ shell }: { shell: ShellData }) {
  const { pathname } = useLocation();
  return (
    <NavMenu aria-label="Main" className="site-nav">
      <NavMenuList>
        <NavMenuItem>
          <NavMenuLink asChild current={pathname === '/'}>
            <Link to="/">Home</Link>
          </NavMenuLink>
        </NavMenuItem>
        {HEADER_MENUS.map((menu) => (
          <NavMenuItem key={menu.label}>
            <NavMenuTrigger>{menu.label}</NavMenuTrigger>
            <NavMenuContent
              aside={
                menu.label === 'Features' ? (
                  <NavMenuPromo
                    title={shell.discoveryPromo.headline}
                    text={shell.discoveryPromo.text}
                    action={
                      <NavMenuLink asChild>
                        <Link
                          className={buttonClassName({ variant: 'primary', size: 'sm' })}
                          to="/discovery-call"
                        >
                          Book a discovery call
                        </Link>
                      </NavMenuLink>
                    }
                  />
                ) : undefined
              }
            >
              {menu.links.map((link) => (
                <NavMenuContentItem key={link.to}>
                  <MenuLink link={link} current={pathname === link.to} />
                </NavMenuContentItem>
              ))}
            </NavMenuContent>
          </NavMenuItem>
        ))}
        <NavMenuItem>
          <NavMenuTrigger className="site-nav__switch">Switch Now</NavMenuTrigger>
          <NavMenuContent className="site-switch-panel">
            {shell.switchNowPitches.map((pitch) => (
              <NavMenuContentItem key={pitch.title}>
                <NavMenuLink asChild>
                  <Link to="/switch-now">
                    <span className="tl-nav-menu__link-title">{pitch.title}</span>
                    <span className="tl-nav-menu__link-description">{pitch.text}</span>
                  </Link>
                </NavMenuLink>
              </NavMenuContentItem>
            ))}
            <NavMenuContentItem>
              <NavMenuLink asChild>
                <Link className="site-switch-panel__cta" to="/switch-now">
                  Plan your switch <ArrowRightIcon size={16} />
                </Link>
              </NavMenuLink>
            </NavMenuContentItem>
          </NavMenuContent>
        </NavMenuItem>
      </NavMenuList>
    </NavMenu>
  );
}
