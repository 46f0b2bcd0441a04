import { siteSettingsTags } from '@tablogs/content/preview-tags';
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
import { Tagged } from '../../content/tagged';
import { HEADER_MENUS, type NavLink } from '../navigation';
import type { HeaderData } from './header-data';

function MenuLink({ link, current }: { link: NavLink; current: boolean }) {
  return (
    <NavMenuLink asChild current={current}>
      <a href={link.to}>
        <span className="tl-nav-menu__link-title">{link.label}</span>
        {link.description ? (
          <span className="tl-nav-menu__link-description">{link.description}</span>
        ) : null}
      </a>
    </NavMenuLink>
  );
}

/** Home, the four dropdowns of decision 0016 and the Switch Now panel. */
export function HeaderMenus({ shell, pathname }: { shell: HeaderData; pathname: string }) {
  return (
    <NavMenu aria-label="Main" className="site-nav">
      <NavMenuList>
        <NavMenuItem>
          <NavMenuLink asChild current={pathname === '/'}>
            <a href="/">Home</a>
          </NavMenuLink>
        </NavMenuItem>
        {HEADER_MENUS.map((menu) => (
          <NavMenuItem key={menu.label}>
            <NavMenuTrigger>{menu.label}</NavMenuTrigger>
            <NavMenuContent
              aside={
                menu.label === 'Features' ? (
                  <NavMenuPromo
                    title={
                      <Tagged tags={siteSettingsTags('discoveryPromo')}>
                        {shell.discoveryPromo.headline}
                      </Tagged>
                    }
                    text={
                      <Tagged tags={siteSettingsTags('discoveryPromo')}>
                        {shell.discoveryPromo.text}
                      </Tagged>
                    }
                    action={
                      <NavMenuLink asChild>
                        <a
                          className={buttonClassName({ variant: 'primary', size: 'sm' })}
                          href="/discovery-call"
                        >
                          Book a discovery call
                        </a>
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
                  <a href="/switch-now" {...siteSettingsTags('switchNowPitches')}>
                    <span className="tl-nav-menu__link-title">{pitch.title}</span>
                    <span className="tl-nav-menu__link-description">{pitch.text}</span>
                  </a>
                </NavMenuLink>
              </NavMenuContentItem>
            ))}
            <NavMenuContentItem>
              <NavMenuLink asChild>
                <a className="site-switch-panel__cta" href="/switch-now">
                  Plan your switch <ArrowRightIcon size={16} />
                </a>
              </NavMenuLink>
            </NavMenuContentItem>
          </NavMenuContent>
        </NavMenuItem>
      </NavMenuList>
    </NavMenu>
  );
}
