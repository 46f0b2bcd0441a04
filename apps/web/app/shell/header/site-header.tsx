import { siteSettingsTags } from '@tablogs/content/preview-tags';
import { CloseIcon, MenuIcon } from '@tablogs/ui';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { BrandLogo } from '../brand-logo';
import type { HeaderData } from './header-data';
import { HeaderMenus } from './header-menus';
import { PhoneLinks } from './phone-links';
import { RegionPicker } from './region-picker';
import { ThemeSwitch } from './theme-switch';

/** Up to this width the panel is collapsed behind the "Menu" button (site.css). */
const COLLAPSED_PANEL = '(max-width: 1024px)';

/**
 * The phone menu's open state, kept in step with its native popover: the button opens and closes
 * the panel by itself (`popovertarget`), with no JavaScript and from the first paint, and the
 * browser closes it on Escape or a press outside. Once hydrated, `aria-expanded` says it too
 * (before, the browser exposes the popover's state); the panel found open stays open.
 */
function usePhoneMenu() {
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const isOpen = () => panel.matches(':popover-open');
    setOpen(isOpen());
    // At once, so that aria-expanded has changed by the time the click's task ends.
    const follow = (event: Event) =>
      flushSync(() => setOpen((event as ToggleEvent).newState === 'open'));
    panel.addEventListener('beforetoggle', follow);
    // Widened past the phone layout, the panel is part of the bar again, not a popover.
    const wide = window.matchMedia(COLLAPSED_PANEL);
    const closeWhenWide = () => {
      if (!wide.matches && isOpen()) panel.hidePopover();
    };
    wide.addEventListener('change', closeWhenWide);
    return () => {
      panel.removeEventListener('beforetoggle', follow);
      wide.removeEventListener('change', closeWhenWide);
    };
  }, []);
  return { panelRef, open };
}

/**
 * The site header, an island (islands/island.tsx): its menus, region picker and theme switch
 * hydrate on their own. Every navigation loads a page, so the menu starts collapsed on each.
 * Its menus and the phone menu are native HTML until then (decision 0033).
 */
export function SiteHeader({ shell, pathname }: { shell: HeaderData; pathname: string }) {
  // On small screens the panel is collapsed until opened (the spec's `collapsed` flag).
  const { panelRef, open } = usePhoneMenu();

  return (
    <header className="site-header">
      <div className="tl-container site-header__bar">
        <a href="/" className="site-header__logo" aria-label="TabLogs home">
          <BrandLogo />
        </a>
        <button
          type="button"
          className="site-header__menu-button"
          popoverTarget="site-header-panel"
          aria-expanded={open ?? undefined}
          aria-controls="site-header-panel"
        >
          {/* CSS shows the one that fits the panel's state (site.css). */}
          <MenuIcon className="site-header__menu-open" size={20} />
          <CloseIcon className="site-header__menu-close" size={20} />
          <span>Menu</span>
        </button>
        <div ref={panelRef} id="site-header-panel" className="site-header__panel" popover="auto">
          <HeaderMenus shell={shell} pathname={pathname} />
          <div className="site-header__actions">
            <PhoneLinks phones={shell.phones} />
            <a
              className="site-header__login"
              href={shell.loginUrl}
              {...siteSettingsTags('loginUrl')}
            >
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
