import type { Page } from '@playwright/test';
import { focusIndicator, tabThrough } from '../support/a11y-helpers';
import { expect, test } from '../support/fixtures';

// A keyboard-only visitor: the header from the top of the page, then every kind of widget the
// site has, each operated with keys alone and showing where focus is.
const HEADER_MENUS = ['Features', 'Pricing', 'About', 'Resources', 'Switch Now'];
const HEADER_END = ['(02) 5550 1234', 'Login', 'Region: Australia & Pacific', 'Dark theme'];

async function expectFocusRing(page: Page) {
  expect(await focusIndicator(page.locator(':focus')), 'focus indicator').not.toBeNull();
}

test.describe('header at 1280 px', () => {
  test('Tab reaches the skip link first, then the header controls in order', async ({
    page,
    visit,
  }) => {
    await visit('/terms-of-use', { a11y: false });
    expect(await tabThrough(page, 12)).toEqual([
      'Skip to content',
      'TabLogs home',
      'Home',
      ...HEADER_MENUS,
      ...HEADER_END,
    ]);
  });

  for (const key of ['Enter', 'Space', 'ArrowDown'] as const) {
    test(`each menu opens with ${key}, its links take arrows, Escape closes it and returns focus`, async ({
      page,
      visit,
    }) => {
      await visit('/terms-of-use', { a11y: false });
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const menu of HEADER_MENUS) {
        const trigger = nav.getByRole('button', { name: menu });
        await trigger.focus();
        await page.keyboard.press(key);
        await expect(trigger, menu).toHaveAttribute('aria-expanded', 'true');
        const links = nav.locator('.tl-nav-menu__content a[href]');
        // ArrowDown opens onto the first link; after Enter or Space, ArrowDown moves there.
        if (key !== 'ArrowDown') await page.keyboard.press('ArrowDown');
        await expect(links.first(), menu).toBeFocused();
        await expectFocusRing(page);
        await page.keyboard.press('ArrowDown');
        await expect(links.nth(1), menu).toBeFocused();
        await page.keyboard.press('End');
        await expect(links.last(), menu).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(links.first(), `${menu}: ArrowDown wraps`).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(trigger, menu).toHaveAttribute('aria-expanded', 'false');
        await expect(links).toHaveCount(0);
        await expect(trigger, `${menu}: focus returns to the trigger`).toBeFocused();
      }
    });
  }

  test('Tab moves from a trigger into its open menu, and out of the header closes it', async ({
    page,
    visit,
  }) => {
    await visit('/terms-of-use', { a11y: false });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Switch Now' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const links = nav.locator('.tl-nav-menu__content a[href]');
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    expect(await tabThrough(page, count)).toHaveLength(count);
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '(02) 5550 1234' })).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the region picker works by keyboard and shows the chosen region', async ({
    page,
    visit,
  }) => {
    await visit('/terms-of-use', { a11y: false });
    const picker = page.getByRole('button', { name: /^Region:/ });
    await picker.focus();
    await page.keyboard.press('ArrowDown');
    const checked = page.getByRole('menuitemradio', { name: 'Australia & Pacific' });
    await expect(checked).toBeFocused();
    await expect(checked).toHaveAttribute('aria-checked', 'true');
    await expectFocusRing(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(picker).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(checked).toBeFocused();
    await page.keyboard.press('End');
    const last = page.getByRole('menuitemradio').last();
    await expect(last).toBeFocused();
    const chosen = ((await last.textContent()) ?? '').trim();
    const reload = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reload;
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('button', { name: `Region: ${chosen}` })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-region', 'AU');
  });

  test('the theme switch works with Enter and Space', async ({ page, visit }) => {
    await visit('/terms-of-use', { a11y: false });
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toBeFocused();
    await expectFocusRing(page);
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the Menu button opens and closes the collapsed panel by keyboard', async ({
    page,
    visit,
  }) => {
    await visit('/terms-of-use', { a11y: false });
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await tabThrough(page, 3)).toEqual(['Skip to content', 'TabLogs home', 'Menu']);
    await expect(nav).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    expect(await tabThrough(page, 10)).toEqual(['Home', ...HEADER_MENUS, ...HEADER_END]);

    // A menu inside the panel works as on a wide screen.
    const resources = nav.getByRole('button', { name: 'Resources' });
    await resources.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.locator('.tl-nav-menu__content a[href]').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(resources).toBeFocused();
    await expect(resources).toHaveAttribute('aria-expanded', 'false');

    await menuButton.focus();
    await page.keyboard.press('Space');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
