import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NavMenu, NavMenuItem, NavMenuList, NavMenuTrigger } from './nav-menu';
import { NavMenuContent, NavMenuContentItem, NavMenuLink, NavMenuPromo } from './nav-menu-panel';

function Header({ onNavigate }: { onNavigate: (href: string) => void }) {
  // Stops jsdom from attempting a real navigation while the menu still sees the click.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onNavigate(event.currentTarget.getAttribute('href') ?? '');
  };
  return (
    <NavMenu aria-label="Main">
      <NavMenuList>
        <NavMenuItem>
          <NavMenuLink href="/" current onClick={follow}>
            Home
          </NavMenuLink>
        </NavMenuItem>
        <NavMenuItem>
          <NavMenuTrigger>Features</NavMenuTrigger>
          <NavMenuContent
            aside={
              <NavMenuPromo
                title="Book a discovery call"
                action={<a href="/discovery-call">Find a time</a>}
              />
            }
          >
            <NavMenuContentItem>
              <NavMenuLink href="/features/app" description="Log in the field" onClick={follow}>
                App
              </NavMenuLink>
            </NavMenuContentItem>
          </NavMenuContent>
        </NavMenuItem>
      </NavMenuList>
    </NavMenu>
  );
}

describe('NavMenu', () => {
  it('is a labelled navigation whose dropdown opens from its trigger', async () => {
    const user = userEvent.setup();
    render(<Header onNavigate={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    const features = screen.getByRole('button', { name: 'Features' });
    expect(features.getAttribute('aria-expanded')).toBe('false');
    await user.click(features);
    expect(features.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Find a time' })).toBeTruthy();
  });

  it('closes the dropdown after a link in it is chosen', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<Header onNavigate={onNavigate} />);
    await user.click(screen.getByRole('button', { name: 'Features' }));
    await user.click(screen.getByRole('link', { name: /^App/ }));
    expect(onNavigate).toHaveBeenCalledWith('/features/app');
    expect(screen.getByRole('button', { name: 'Features' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.queryByRole('link', { name: /^App/ })).toBeNull();
  });

  it('closes an open dropdown with Escape', async () => {
    const user = userEvent.setup();
    render(<Header onNavigate={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Features' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Features' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

describe('NavMenu from the keyboard', () => {
  it('opens with ArrowDown onto the first link, moves with arrows and returns with Escape', async () => {
    const user = userEvent.setup();
    render(<Header onNavigate={vi.fn()} />);
    const features = screen.getByRole('button', { name: 'Features' });
    features.focus();
    await user.keyboard('{ArrowDown}');
    expect(features.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toContain('App');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Find a time');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('App');
    await user.keyboard('{Escape}');
    expect(features.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(features);
  });

  it('ArrowDown in an open dropdown moves to its first link and leaves the next one opened by Enter on its trigger', async () => {
    const user = userEvent.setup();
    render(<Header onNavigate={vi.fn()} />);
    const features = screen.getByRole('button', { name: 'Features' });
    features.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(features);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('App');
    await user.keyboard('{Escape}{Enter}');
    expect(features.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(features);
  });

  it('moves between the top-level items with Left and Right', async () => {
    const user = userEvent.setup();
    render(<Header onNavigate={vi.fn()} />);
    screen.getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Features' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Home' }));
  });

  it('closes when focus leaves the navigation or a click lands outside it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Header onNavigate={vi.fn()} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const features = screen.getByRole('button', { name: 'Features' });
    await user.click(features);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(features.getAttribute('aria-expanded')).toBe('false');
    await user.click(features);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(features.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('NavMenu without JavaScript, and its takeover', () => {
  it('is native <details> dropdowns in the HTML, sharing one name, with every link in them', () => {
    const html = renderToString(<Header onNavigate={vi.fn()} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(1);
    expect(details[0]?.getAttribute('name')).toMatch(/^tl-nav-/);
    expect(details[0]?.querySelector(':scope > summary')?.textContent).toBe('Features');
    expect(details[0]?.querySelector('a[href="/features/app"]')).not.toBeNull();
    // Home, a plain link, is not a dropdown.
    expect(container.querySelector('a[href="/"]')?.closest('details')).toBeNull();
  });

  it('after hydration keeps the dropdown opened natively open, and focus on its trigger', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Header onNavigate={vi.fn()} />);
    const details = container.querySelector('details');
    const summary = container.querySelector('summary');
    if (!details || !summary) throw new Error('no native dropdown');
    // The visitor opens Features before the script runs.
    details.open = true;
    summary.focus();
    await act(async () => {
      hydrateRoot(container, <Header onNavigate={vi.fn()} />);
    });
    expect(container.querySelector('details')).toBeNull();
    const features = screen.getByRole('button', { name: 'Features' });
    expect(features.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(features);
    expect(screen.getByRole('link', { name: 'Find a time' })).toBeTruthy();
    container.remove();
  });
});
