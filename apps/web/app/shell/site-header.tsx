import { CloseIcon, MenuIcon } from '@tablogs/ui';
import { useState } from 'react';
import { BrandLogo } from './brand-logo';
import { HeaderMenus } from './header-menus';
import { PhoneLinks } from './phone-links';
import { RegionPicker } from './region-picker';
import type { ShellData } from './shell.server';
import { ThemeSwitch } from './theme-switch';

/** What the header shows of the shell's data: its island's props, carried as JSON in the page. */
export type HeaderData = Pick<
  ShellData,
  'phones' | 'loginUrl' | 'switchNowPitches' | 'discoveryPromo'
>;

export function headerData(shell: ShellData): HeaderData {
  const { phones, loginUrl, switchNowPitches, discoveryPromo } = shell;
  return { phones, loginUrl, switchNowPitches, discoveryPromo };
}

/**
 * The site header, an island (islands/island.tsx): its menus, region picker and theme switch
 * hydrate on their own. Every navigation loads a page, so the menu starts collapsed on each.
 */
export function SiteHeader({ shell, pathname }: { shell: HeaderData; pathname: string }) {
  // On small screens the menu is collapsed until opened (the spec's `collapsed` flag).
  const [collapsed, setCollapsed] = useState(true);

  return (
    <header className="site-header">
      <div className="tl-container site-header__bar">
        <a href="/" className="site-header__logo" aria-label="TabLogs home">
          <BrandLogo />
        </a>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={!collapsed}
          aria-controls="site-header-panel"
          onClick={() => setCollapsed((value) => !value)}
        >
          {collapsed ? <MenuIcon size={20} /> : <CloseIcon size={20} />}
          <span>Menu</span>
        </button>
        <div id="site-header-panel" className="site-header__panel" data-collapsed={collapsed}>
          <HeaderMenus shell={shell} pathname={pathname} />
          <div className="site-header__actions">
            <PhoneLinks phones={shell.phones} />
            <a className="site-header__login" href={shell.loginUrl}>
              Login
            </a>
            <RegionPicker />
            <ThemeSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
