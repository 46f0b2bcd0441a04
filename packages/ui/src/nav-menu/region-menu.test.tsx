import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RegionMenu } from './region-menu';

// Counts loads of the Radix menu's module, which must wait for the visitor to reach for the menu.
// The module stays loaded for the rest of this file, as it does for the rest of a page view.
const radixMenuLoads = vi.hoisted(() => vi.fn());
vi.mock('./region-menu-radix', async (importOriginal) => {
  radixMenuLoads();
  return importOriginal();
});

const regions = [
  { value: 'AU', label: 'Australia' },
  { value: 'US', label: 'United States' },
  { value: 'EU', label: 'Europe' },
] as const;

type Region = (typeof regions)[number]['value'];

function RegionPicker({ initial = 'AU' }: { initial?: Region }) {
  const [region, setRegion] = useState<Region>(initial);
  return <RegionMenu regions={regions} value={region} onValueChange={setRegion} />;
}

const trigger = (region: string) => screen.getByRole('button', { name: `Region: ${region}` });

describe('RegionMenu before it is used', () => {
  it('renders a plain menu button, on the server and after hydration, and loads no Radix code', async () => {
    const html = renderToString(<RegionPicker />);
    expect(html).toContain('aria-label="Region: Australia"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');

    render(<RegionPicker />);
    expect(trigger('Australia').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(radixMenuLoads).not.toHaveBeenCalled();

    // Focus (or a pointer over it) prefetches the menu without opening it.
    trigger('Australia').focus();
    await waitFor(() => expect(radixMenuLoads).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger('Australia').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('RegionMenu', () => {
  it('opens from the keyboard on the checked region, moves with arrows, chooses with Enter and refocuses the trigger', async () => {
    const user = userEvent.setup();
    render(<RegionPicker />);
    trigger('Australia').focus();
    await user.keyboard('{ArrowDown}');
    const australia = await screen.findByRole('menuitemradio', { name: 'Australia' });
    await waitFor(() => expect(document.activeElement).toBe(australia));
    expect(trigger('Australia').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(
      screen.getByRole('menuitemradio', { name: 'United States' }),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger('United States'));
  });

  it('opens with Enter onto the checked region even when it is not the first', async () => {
    const user = userEvent.setup();
    render(<RegionPicker initial="EU" />);
    trigger('Europe').focus();
    await user.keyboard('{Enter}');
    const europe = await screen.findByRole('menuitemradio', { name: 'Europe' });
    await waitFor(() => expect(document.activeElement).toBe(europe));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger('Europe'));

    // Now the Radix menu, which opens onto the checked item as well, and wraps with the arrows.
    await user.keyboard(' ');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.queryByRole('menuitemradio', { name: 'Europe' })),
    );
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Australia' }));
  });

  it('closes with Escape without changing the region and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<RegionPicker />);
    await user.click(trigger('Australia'));
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger('Australia'));
  });

  it('names the current region and its menu, picks a new one with the pointer and closes', async () => {
    const user = userEvent.setup();
    render(<RegionPicker />);
    await user.click(trigger('Australia'));
    // Expanded from the press on, naming the list the Radix menu then mounts with that id.
    const menuId = trigger('Australia').getAttribute('aria-controls');
    expect(trigger('Australia').getAttribute('aria-expanded')).toBe('true');
    const menu = await screen.findByRole('menu', { name: 'Region' });
    expect(menu.id).toBe(menuId);
    expect(menu.getAttribute('data-slot')).toBe('region-menu-content');
    expect(trigger('Australia').getAttribute('aria-controls')).toBe(menuId);
    expect(
      screen.getByRole('menuitemradio', { name: 'Australia' }).getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(screen.getByRole('menuitemradio', { name: 'United States' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger('United States').getAttribute('aria-expanded')).toBe('false');
  });
});
