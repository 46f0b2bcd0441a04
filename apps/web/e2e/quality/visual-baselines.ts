// The visual baselines every-page.spec.ts compares against: one page per route type, whole page,
// at 375 and 1280 px, light and dark. The PNGs live in e2e/__screenshots__/visual.spec.ts/, named
// after the suite that first took them (playwright.config.ts points there): moving them would put
// every image into git again. When a change is meant, update the baselines deliberately and look
// at them before committing; the README's Quality section gives the command.
import type { Page } from '@playwright/test';

export const BASELINED = new Set([
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
]);

/** The baseline's file name: `home-1280-light.png`, `features-app-375-dark.png`, … */
export function baselineName(path: string, width: number, theme: 'light' | 'dark'): string {
  const slug =
    path === '/'
      ? 'home'
      : path
          .slice(1)
          .replace(/[^a-z0-9]+/gi, '-')
          .slice(0, 60);
  return `${slug}-${width}-${theme}.png`;
}

/**
 * Renders what a visitor would see by scrolling: every `content-visibility: auto` section and
 * every lazy image, then back to the top so the sticky header sits where it does on arrival.
 * `undoWholePage` gives the sections back their own rendering for the checks that follow.
 */
export async function showWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.dataset.wholePage = '';
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

/** Takes back what `showWholePage` set on the sections (the images stay loaded). */
export async function undoWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-whole-page]')) {
      element.style.removeProperty('content-visibility');
      element.style.removeProperty('contain');
      delete element.dataset.wholePage;
    }
  });
}
