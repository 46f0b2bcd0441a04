import type { Page } from '@playwright/test';
import { COLOUR_RULES, runAxe, sitemapPaths, type Theme } from '../support/a11y-helpers';
import { expect, test } from '../support/fixtures';
import { type ImageFinding, imageLoadingProblems } from './image-loading-checks';
import type { Finding } from './layout-audit/layout-audit-checks';
import {
  auditEveryWindow,
  auditFormErrors,
  auditHeaderMenus,
  moveSliders,
} from './layout-audit/layout-audit-page';
import { BASELINED, baselineName, showWholePage, undoWholePage } from './visual-baselines';

// Every per-page check, fed by one page load per page and width (decision 0051): every canonical
// page (the built sitemap) and the 404 page, at 1280 and at 375 px, 900 px tall, motion reduced so
// nothing is measured halfway through a transition. Region copy is the default region's (AU).
//
// On that one load, in this order (each step leaves the page as the next expects):
// 1. Image loading, on the page as it arrived (before anything scrolls it): each image has its
//    intrinsic size and alt text; the largest image in the first screen is fetched first
//    (fetchpriority="high", or a high-priority preload of it); every other image loads lazily
//    (image-loading-checks.ts says what the first screen is).
// 2. The light visual baseline, for the route types visual-baselines.ts lists: the whole page
//    against e2e/__screenshots__/visual.spec.ts/ (a layout change shows up as a diff before it
//    lands). Taken before axe: a baseline captured after axe's runs differed by 2% on a busy machine.
// 3. axe, every WCAG 2.1 A/AA rule: no serious or critical violation.
// 4. Dark, switched in place by the header's own theme switch (app/theme/theme.ts: data-theme on
//    <html>, the choice stored) instead of a second load: a theme changes colours only, so this
//    saves one load per page and width. Then the dark baseline (same route types) and axe's colour
//    rules (contrast, links told apart from text), and the switch back to light. A stored dark
//    choice applied by the boot script before paint, the path a load takes, is covered by
//    e2e/pages/shell-region-theme.spec.ts ("… survives a reload without a flash").
// 5. The layout audit, last because it scrolls the page and submits its forms empty: each window
//    is checked for sideways scroll; text cut by the window or by a clipping box; sticky boxes
//    taller than the window; cards whose heading has come apart from their picture, or that are
//    mostly empty; links and buttons under 24×24 px (WCAG 2.5.8, with its inline and spacing
//    exceptions). On the home page the header's menus are opened one by one first and must open
//    inside the window with their text whole. layout-audit-checks.ts and
//    layout-audit-components.ts say what each rule measures and what it leaves out on purpose.
const NOT_FOUND = '/no/such/page';
const pages = [...sitemapPaths(), NOT_FOUND];
const WIDTHS = [1280, 375];
const HEIGHT = 900;

/** One line per problem, grouped by check, to read as the failure message. */
function report(findings: (Finding | ImageFinding)[]): string[] {
  return findings.map((finding) => `${finding.check}: ${finding.where}: ${finding.detail}`).sort();
}

async function themeInUse(page: Page): Promise<Theme> {
  return page.evaluate(() =>
    document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
  );
}

/** Opens `path` with the light theme stored as the visitor's choice, and checks it is shown. */
async function openLight(
  page: Page,
  visit: (path: string, options?: { status?: number; a11y?: boolean }) => Promise<unknown>,
  path: string,
): Promise<void> {
  // The top document only: the newsletters' sandboxed frames may not touch storage (and say so).
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('theme', 'light');
  });
  await visit(path, { status: path === NOT_FOUND ? 404 : 200, a11y: false });
  expect(await themeInUse(page), `${path}: the theme in use`).toBe('light');
}

/**
 * Switches the loaded page to `theme` with the header's theme switch, as a visitor does, and
 * checks that it is the one shown. A click event, not a pointer: at 375 px the switch is in the
 * collapsed menu, and a pointer would leave it hovered in the capture.
 */
async function switchTheme(page: Page, path: string, theme: Theme): Promise<void> {
  const themeSwitch = page.locator('[data-slot="theme-toggle"]');
  await themeSwitch.dispatchEvent('click');
  // Pressed once React has drawn the switch's icon for the new theme, as a load in it shows.
  await expect(themeSwitch).toHaveAttribute('aria-pressed', String(theme === 'dark'));
  expect(await themeInUse(page), `${path}: the theme in use`).toBe(theme);
}

/** The whole page against its committed baseline (a failure still lets the other checks run). */
async function matchesBaseline(page: Page, path: string, width: number, theme: Theme) {
  await showWholePage(page);
  await page.waitForLoadState('networkidle');
  // An image that chose another source once it stopped being lazy may still be decoding it; on a
  // busy host the capture then never came out the same twice.
  await page.evaluate(() =>
    Promise.all(Array.from(document.images, (image) => image.decode().catch(() => null))),
  );
  await expect.soft(page).toHaveScreenshot(baselineName(path, width, theme), {
    fullPage: true,
    // A whole page takes a while to capture twice alike on a busy 2-core machine.
    timeout: 20_000,
    animations: 'disabled',
    caret: 'hide',
    // The year in the footer is the build's; it must not fail the test on 1 January.
    mask: [page.locator('.site-footer__copyright')],
    // Anti-aliasing differs a little between machines; a moved box differs a lot.
    maxDiffPixelRatio: 0.01,
  });
  await undoWholePage(page);
}

/** axe on the page as it is now: every A/AA rule, or the colour rules in the dark theme. */
async function axeFinds(page: Page, path: string, theme: Theme, width: number) {
  const run = await runAxe(
    page,
    `${path} (${theme}, ${width} px)`,
    theme === 'dark' ? COLOUR_RULES : undefined,
  );
  expect(run.rulesRun, 'colour contrast was checked').toContain('color-contrast');
  return run.violations;
}

test('the sitemap gives the pages to check, baselined route types among them', () => {
  expect(pages.length).toBeGreaterThan(30);
  expect(pages).toContain('/pricing/tablabs');
  expect(pages).toContain('/resources/faqs');
  // A route type leaving the sitemap must not silently drop its baselines.
  expect([...BASELINED].filter((path) => !pages.includes(path))).toEqual([]);
});

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 150_000 });

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT } });

    for (const path of pages) {
      const baselined = BASELINED.has(path);
      const baselines = baselined ? 'baseline, ' : '';
      test(`${path} at ${width} px: images, ${baselines}axe, dark ${baselines}colour rules, layout`, async ({
        page,
        visit,
      }) => {
        await openLight(page, visit, path);
        // 1. While the page is as it arrived; a problem here still lets the other checks run.
        const images = report(await imageLoadingProblems(page));
        expect.soft(images, `${path} at ${width} px: image loading`).toEqual([]);
        // 2. and 3.
        if (baselined) await matchesBaseline(page, path, width, 'light');
        expect.soft(await axeFinds(page, path, 'light', width), `${path}: axe`).toEqual([]);
        // 4. The same page in the dark theme, then back to light for the layout audit.
        await switchTheme(page, path, 'dark');
        if (baselined) await matchesBaseline(page, path, width, 'dark');
        expect.soft(await axeFinds(page, path, 'dark', width), `${path}: axe, dark`).toEqual([]);
        await switchTheme(page, path, 'light');
        // 5. The layout, as a visitor scrolls and uses the page.
        const findings: Finding[] = [];
        if (path === '/') findings.push(...(await auditHeaderMenus(page)));
        findings.push(...(await auditEveryWindow(page)));
        // A calculator shows more once a visitor moves its sliders: audit that state too.
        if (await moveSliders(page)) findings.push(...(await auditEveryWindow(page)));
        findings.push(...(await auditFormErrors(page)));
        expect(report(findings), `${path} at ${width} px: layout audit`).toEqual([]);
      });
    }
  });
}
