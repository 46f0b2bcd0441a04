import type { Page } from '@playwright/test';
import { COLOUR_RULES, runAxe, sitemapPaths, storeTheme, type Theme } from './a11y-helpers';
import { expect, test, waitForHydration } from './fixtures';

// Every canonical page (from the built sitemap) and the 404 page: no serious or critical axe
// violation of WCAG 2.1 A/AA in the light and dark themes, at 1280 px and at 375 px. The light
// theme gets every WCAG A/AA rule; the dark theme changes colours only, so it gets the colour
// rules (contrast, links told apart from text). One page load serves both widths of a theme
// (the layout follows the width through CSS and the carousels' resize handling); the dark theme
// is the visitor's stored choice, applied by the boot script on a reload. Region copy is the
// default region's (AU).
const NOT_FOUND = '/no/such/page';
const pages = [...sitemapPaths(), NOT_FOUND];
const DESKTOP = 1280;
const PHONE = 375;

async function themeInUse(page: Page): Promise<Theme> {
  return page.evaluate(() =>
    document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
  );
}

test('the sitemap gives the pages to check', () => {
  expect(pages.length).toBeGreaterThan(30);
  expect(pages).toContain('/pricing/tablabs');
  expect(pages).toContain('/resources/faqs');
});

test.describe('axe on every page', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const path of pages) {
    test(`${path}: light and dark, ${DESKTOP} and ${PHONE} px`, async ({ page, visit }) => {
      const violations: string[] = [];
      const check = async (theme: Theme, width: number) => {
        await page.setViewportSize({ width, height: 900 });
        expect(await themeInUse(page), `${path}: the theme in use`).toBe(theme);
        const rules = theme === 'dark' ? COLOUR_RULES : undefined;
        const run = await runAxe(page, `${path} (${theme}, ${width} px)`, rules);
        expect(run.rulesRun, 'colour contrast was checked').toContain('color-contrast');
        violations.push(...run.violations);
      };
      await visit(path, { status: path === NOT_FOUND ? 404 : 200, a11y: false });
      await check('light', DESKTOP);
      await check('light', PHONE);
      await storeTheme(page, 'dark');
      await page.reload();
      await waitForHydration(page);
      await check('dark', PHONE);
      await check('dark', DESKTOP);
      expect(violations).toEqual([]);
    });
  }
});
