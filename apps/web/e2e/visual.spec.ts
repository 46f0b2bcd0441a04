import { expect, test } from './fixtures';

// Visual regression: every route type, whole page, at 375 and 1280 px, light and dark, against
// the baselines in e2e/__screenshots__/visual.spec.ts. A layout change shows up here as a diff
// (the report shows expected, actual and the difference) before it lands. When a change is
// meant, update the baselines deliberately and look at them before committing; the README's
// Quality section gives the command.
const ROUTE_TYPES = [
  '/',
  '/features/app',
  '/tablabs',
  '/how-it-works',
  '/pricing/tablogs',
  '/pricing/tablabs',
  '/about',
  '/about/client-testimonials',
  '/contact-us',
  '/switch-now',
  '/discovery-call',
  '/resources/faqs',
  '/resources/blog',
  '/resources/blog/getting-more-from-spt-data-n60-energy-corrections-refusal-and-what-to-record',
  '/resources/downloads',
  '/resources/downloads/field-guide-to-soil-descriptions',
  '/terms-of-use',
];
const WIDTHS = [375, 1280];
const THEMES = ['light', 'dark'] as const;

/** A file name for a path: `home`, `features-app`, … */
function slug(path: string): string {
  return path === '/'
    ? 'home'
    : path
        .slice(1)
        .replace(/[^a-z0-9]+/gi, '-')
        .slice(0, 60);
}

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 60_000 });

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`${width} px, ${theme}`, () => {
      test.use({ viewport: { width, height: 900 } });

      for (const path of ROUTE_TYPES) {
        test(`${path} looks as it did`, async ({ page, visit }) => {
          await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
          await visit(path, { a11y: false });
          await showWholePage(page);
          await page.waitForLoadState('networkidle');
          await expect(page).toHaveScreenshot(`${slug(path)}-${width}-${theme}.png`, {
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
        });
      }
    });
  }
}

/**
 * Renders what a visitor would see by scrolling: every `content-visibility: auto` section and
 * every lazy image, then back to the top so the sticky header sits where it does on arrival.
 */
async function showWholePage(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.setProperty('content-visibility', 'visible');
        // The containment `auto` implies stays: it clips what the section clips on screen (a
        // carousel's off-screen slides with absolutely positioned text would widen the page).
        element.style.setProperty('contain', 'layout style paint');
      }
    }
    for (const image of document.images) image.loading = 'eager';
    await Promise.all(
      Array.from(document.images, (image) =>
        image.complete ? null : image.decode().catch(() => null),
      ),
    );
    await document.fonts.ready;
    scrollTo({ top: 0, behavior: 'instant' });
  });
}
