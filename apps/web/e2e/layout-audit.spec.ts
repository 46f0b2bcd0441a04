import { sitemapPaths } from './a11y-helpers';
import { expect, test } from './fixtures';
import { type ImageFinding, imageLoadingProblems } from './image-loading-checks';
import type { Finding } from './layout-audit-checks';
import {
  auditEveryWindow,
  auditFormErrors,
  auditHeaderMenus,
  moveSliders,
} from './layout-audit-page';

// Every canonical page (the built sitemap) and the 404 page, at 375 and 1280 px wide and 900 px
// tall, in the light theme, loaded once per width for two sets of checks:
// - Image loading, on the page as it arrives (before anything scrolls it): each image has its
//   intrinsic size and alt text; the largest image in the first screen is fetched first
//   (fetchpriority="high", or a high-priority preload of it); every other image loads lazily.
//   image-loading-checks.ts says what the first screen is.
// - Layout defects a visitor sees. Each page is scrolled through a window at a time, as a
//   visitor reads it, and each window is checked for: sideways scroll; text cut by the window or
//   by a clipping box; sticky boxes taller than the window; cards whose heading has come apart
//   from their picture, or that are mostly empty; links and buttons under 24×24 px (WCAG 2.5.8,
//   with its inline and spacing exceptions). The header's menus are opened one by one and must
//   open inside the window with their text whole.
// The layout measuring runs in the page: layout-audit-checks.ts and layout-audit-components.ts
// say what each rule measures and what it leaves out on purpose.
// Motion is reduced so nothing is measured halfway through a transition.
const NOT_FOUND = '/no/such/page';
const pages = [...sitemapPaths(), NOT_FOUND];
const WIDTHS = [375, 1280];
const HEIGHT = 900;

/** One line per problem, grouped by check, to read as the failure message. */
function report(findings: (Finding | ImageFinding)[]): string[] {
  return findings.map((finding) => `${finding.check}: ${finding.where}: ${finding.detail}`).sort();
}

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 90_000 });

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT } });

    test(`the header's menus open inside the window at ${width} px`, async ({ page, visit }) => {
      await visit('/', { a11y: false });
      expect(report(await auditHeaderMenus(page)), `header menus at ${width} px`).toEqual([]);
    });

    for (const path of pages) {
      test(`${path} at ${width} px: images as loaded, layout as scrolled`, async ({
        page,
        visit,
      }) => {
        await visit(path, { status: path === NOT_FOUND ? 404 : 200, a11y: false });
        const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
        expect(theme, 'the audit judges the light theme').toBe('light');
        // First, while the page is as it arrived; a problem here still lets the layout audit run.
        const images = report(await imageLoadingProblems(page));
        expect.soft(images, `${path} at ${width} px: image loading`).toEqual([]);
        const findings = await auditEveryWindow(page);
        // A calculator shows more once a visitor moves its sliders: audit that state too.
        if (await moveSliders(page)) findings.push(...(await auditEveryWindow(page)));
        findings.push(...(await auditFormErrors(page)));
        expect(report(findings), `${path} at ${width} px: layout audit`).toEqual([]);
      });
    }
  });
}
