import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { HEADER_MENUS } from '../../app/shell/navigation';
import { expect, test } from '../support/fixtures';
import { slidesInView } from '../support/marketing-helpers';

// The site with JavaScript disabled, as a visitor behind a script blocker, a failed chunk or a
// crawler gets it (issue 31, decision 0033): every page is reachable by links, every menu, FAQ
// answer and carousel slide can be reached with native HTML alone.

test.use({ javaScriptEnabled: false });

const WIDTHS = [1280, 375] as const;
const SWITCH_NOW = 'Switch Now';

/** The paths of the sitemap's indexable pages (a page saying `noindex`, like /final-step, is not). */
async function indexableSitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  );
  expect(paths.length, 'pages in the sitemap').toBeGreaterThan(20);
  const indexable: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    if (!/<meta name="robots" content="[^"]*noindex/.test(html)) indexable.push(path);
  }
  expect(indexable.length, 'indexable pages').toBeGreaterThan(20);
  return indexable;
}

/** Same-site paths of every `<a href>` in a page's HTML (fragments and queries dropped). */
function linkedPaths(html: string, from: string): string[] {
  const paths: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const url = new URL((href ?? '').replaceAll('&amp;', '&'), `http://site${from}`);
    if (url.host === 'site') paths.push(url.pathname);
  }
  return paths;
}

test('every sitemap page is reachable from / by following <a href> links', async ({ request }) => {
  test.setTimeout(120_000);
  const wanted = await indexableSitemapPaths(request);
  const seen = new Set<string>();
  const queue = ['/'];
  while (queue.length > 0) {
    const path = queue.shift() ?? '/';
    if (seen.has(path) || path.startsWith('/api/')) continue;
    seen.add(path);
    const response = await request.get(path);
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    // A redirect lands on its target; crawl from there under the final path.
    const landed = new URL(response.url()).pathname;
    seen.add(landed);
    for (const next of linkedPaths(await response.text(), landed)) {
      if (!seen.has(next)) queue.push(next);
    }
  }
  expect(wanted.filter((path) => !seen.has(path))).toEqual([]);
});

/** Opens the phone menu (at 375 px) so that the header's menus are on screen. */
async function showMenus(page: Page, width: number): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (width < 1025) {
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
  }
  await expect(nav).toBeVisible();
  return nav;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('each header menu opens natively and shows its links', async ({ page }) => {
      await page.goto('/terms-of-use');
      const nav = await showMenus(page, width);
      const menus = [...HEADER_MENUS.map((menu) => menu.label), SWITCH_NOW];
      for (const label of menus) {
        const dropdown = nav.locator('details').filter({
          has: page.locator(':scope > summary', { hasText: label }),
        });
        await dropdown.locator(':scope > summary').click();
        await expect(dropdown, label).toHaveAttribute('open', '');
        const expected =
          HEADER_MENUS.find((menu) => menu.label === label)?.links.map((link) => link.to) ?? [];
        const links = dropdown.locator('a[href]');
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        for (const href of expected) expect(hrefs, label).toContain(href);
        if (label === SWITCH_NOW) expect(hrefs.every((href) => href === '/switch-now')).toBe(true);
        for (let index = 0; index < (await links.count()); index += 1) {
          await expect(links.nth(index), `${label}: link ${index + 1}`).toBeVisible();
        }
        // One open at a time: opening this menu closed the one before (details name=…).
        await expect(nav.locator('details[open]')).toHaveCount(1);
      }
      // Following a link is a plain page load.
      const pricing = nav.locator('details').filter({ hasText: 'Pricing' });
      await pricing.locator(':scope > summary').click();
      await pricing.getByRole('link', { name: /^TabLabs pricing/ }).click();
      await expect(page).toHaveURL(/\/pricing\/tablabs$/);
    });

    if (width < 1025) {
      test('the phone Menu button opens and closes the panel natively', async ({ page }) => {
        await page.goto('/');
        const menuButton = page.getByRole('button', { name: 'Menu' });
        const panel = page.locator('#site-header-panel');
        await expect(panel).toBeHidden();
        await menuButton.click();
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible();
        // The panel lies under the bar, inside the window.
        const box = await panel.boundingBox();
        expect(box?.y ?? 0).toBeGreaterThanOrEqual(60);
        expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1);
        await menuButton.click();
        await expect(panel).toBeHidden();
        await menuButton.click();
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      });
    }

    for (const path of ['/resources/faqs', '/resources/geotech-101']) {
      test(`${path}: every answer opens, the first starts open`, async ({ page }) => {
        await page.goto(path);
        const items = page.locator('.faq-list > details');
        await expect(items).toHaveCount(15);
        await expect(items.first()).toHaveAttribute('open', '');
        await expect(items.first().locator('.tl-accordion__content')).toBeVisible();
        for (let index = 1; index < 15; index += 1) {
          const item = items.nth(index);
          const answer = item.locator('.tl-accordion__content');
          await expect(answer).toBeHidden();
          await item.locator(':scope > summary').click();
          await expect(answer, `answer ${index + 1}`).toBeVisible();
          await expect(answer).not.toHaveText('');
        }
        // Answers open on their own, not one at a time (as with JavaScript).
        await expect(page.locator('.faq-list > details[open]')).toHaveCount(15);
      });
    }

    for (const { path, name } of [
      { path: '/', name: 'Our clients' },
      { path: '/', name: 'What our clients say' },
      { path: '/about/client-testimonials', name: 'Customer story videos' },
    ]) {
      test(`${path}: every slide of "${name}" can be scrolled into view`, async ({ page }) => {
        await page.goto(path);
        const carousel = page.getByRole('region', { name, exact: true });
        const viewport = carousel.locator('.tl-carousel__viewport');
        await viewport.scrollIntoViewIfNeeded();
        // The arrows need JavaScript, so they are not shown; the viewport scrolls by itself.
        const arrows = carousel.locator('.tl-carousel__button');
        await expect(arrows).toHaveCount(2);
        for (const arrow of await arrows.all()) await expect(arrow).toBeHidden();
        const style = await viewport.evaluate((element) => {
          const computed = getComputedStyle(element);
          return { overflow: computed.overflowX, snap: computed.scrollSnapType };
        });
        expect(style.overflow).toBe('auto');
        expect(style.snap).toContain('x');

        // A visitor's sideways wheel (or swipe) moves it.
        const box = await viewport.boundingBox();
        await page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + 20);
        // Past half a slide, so the snap goes on to the next one rather than back.
        await page.mouse.wheel(Math.round((box?.width ?? 800) * 0.8), 0);
        await expect
          .poll(() => viewport.evaluate((element) => element.scrollLeft))
          .toBeGreaterThan(0);

        const slides = carousel.locator('[aria-roledescription="slide"]');
        const count = await slides.count();
        expect(count).toBeGreaterThan(1);
        const seen = new Set<string>();
        for (let index = 0; index < count; index += 1) {
          await slides.nth(index).locator(':scope > *').first().scrollIntoViewIfNeeded();
          await expect
            .poll(async () => (await slidesInView(carousel)).labels)
            .toContain(await slides.nth(index).getAttribute('aria-label'));
          for (const label of (await slidesInView(carousel)).labels) seen.add(label);
        }
        expect(seen.size).toBe(count);
      });
    }

    test('the region picker shows the AU default', async ({ page }) => {
      await page.goto('/terms-of-use');
      await showMenus(page, width);
      await expect(page.locator('.site-region span')).toHaveText('AU');
      await expect(page.locator('.site-region span')).toBeVisible();
    });
  });
}
