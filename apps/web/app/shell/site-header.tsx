import { CloseIcon, MenuIcon } from '@tablogs/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from './brand-logo';
import { HeaderMenus } from './header-menus';
import { PhoneLinks } from './phone-links';
import { RegionPicker } from './region-picker';
import type { ShellData } from './shell.server';
import { ThemeSwitch } from './theme-switch';

export function SiteHeader({ shell }: { shell: ShellData }) {
  // On small screens the menu is collapsed until opened (the spec's `collapsed` flag).
  const [collapsed, setCollapsed] = useState(true);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu on every navigation
  useEffect(() => setCollapsed(true), [location.key]);

  return (
    <header className="site-header">
      <div className="tl-container site-header__bar">
        <Link to="/" className="site-header__logo" aria-label="TabLogs home">
          <BrandLogo />
        </Link>
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
          <HeaderMenus shell={shell} />
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
