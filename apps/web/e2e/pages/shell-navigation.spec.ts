import { expect, test } from '../support/fixtures';

test.describe('header menus', () => {
  test('a dropdown opens by mouse, lists its items and closes after a click', async ({
    page,
    visit,
  }) => {
    await visit('/privacy-policy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Resources' }).click();
    for (const label of [
      'FAQs',
      'Geotech 101',
      'Newsletters',
      'Blog',
      'Product updates',
      'Downloads',
    ]) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    await nav.getByRole('link', { name: /^FAQs/ }).click();
    await expect(page).toHaveURL(/\/resources\/faqs$/);
    await expect(nav.getByRole('button', { name: 'Resources' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the Features menu has its seven items and the discovery-call promo card', async ({
    page,
    visit,
  }) => {
    await visit('/terms-of-use');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Features' }).click();
    const expected = [
      '/features',
      '/features/app',
      '/features/dashboard',
      '/features/database',
      '/features/manage',
      '/features/visualise',
      '/tablabs',
    ];
    for (const href of expected) {
      await expect(nav.locator(`.tl-nav-menu__content a[href="${href}"]`)).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Book a discovery call' })).toHaveAttribute(
      'href',
      '/discovery-call',
    );
  });

  test('the Pricing, About and Switch Now menus hold exactly the spec items', async ({
    page,
    visit,
  }) => {
    await visit('/terms-of-use');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefsOf = async (menu: string) => {
      await nav.getByRole('button', { name: menu }).click();
      const links = nav.locator('.tl-nav-menu__content a');
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      await page.keyboard.press('Escape');
      return hrefs;
    };
    expect(await hrefsOf('Pricing')).toEqual(['/pricing/tablogs', '/pricing/tablabs']);
    expect(await hrefsOf('About')).toEqual([
      '/about',
      '/about/client-testimonials',
      '/about#team',
      '/about#contact',
    ]);
    const switchLinks = await hrefsOf('Switch Now');
    expect(switchLinks.every((href) => href === '/switch-now')).toBe(true);
    expect(switchLinks).toHaveLength(5);
  });

  test('menus work from the keyboard: open, move, close with Escape', async ({ page, visit }) => {
    await visit('/privacy-policy');
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Pricing' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '/pricing/tablogs');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('the skip link moves focus to the main content', async ({ page, visit }) => {
    await visit('/terms-of-use');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('on a small screen the menu is collapsed until opened, and closes after navigating', async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit('/terms-of-use');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await menuButton.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await nav.getByRole('button', { name: 'Resources' }).click();
    await nav.getByRole('link', { name: /^Blog/ }).click();
    await expect(page).toHaveURL(/\/resources\/blog$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('routing', () => {
  test('old paths answer 301 to their canonical path', async ({ request }) => {
    const cases: [string, string][] = [
      ['/home', '/'],
      ['/features/visualize', '/features/visualise'],
      ['/features/resources/product-updates', '/resources/product-updates'],
      ['/privacy-policy/', '/privacy-policy'],
      ['/home?ref=mail', '/?ref=mail'],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('an unknown path is a real 404 with a helpful page', async ({ page, visit, request }) => {
    await visit('/no/such/page', { status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
    // The visitor keeps the URL they asked for, and an unknown id under a dynamic route hydrates
    // as the 404 page too (no hydration error).
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await visit('/resources/blog/no-such-post', { status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
    await expect(page).toHaveURL(/\/resources\/blog\/no-such-post$/);
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    const api = await request.get('/api/nothing-here');
    expect(api.status()).toBe(404);
    // Publishing is off without CONTENTFUL_WEBHOOK_SECRET: its routes do not exist.
    expect((await request.post('/api/content/publish', { data: {} })).status()).toBe(404);
    expect((await request.get('/api/content/status')).status()).toBe(404);
  });

  test('anchors scroll their target clear of the 64 px sticky header', async ({ page, visit }) => {
    await visit('/privacy-policy');
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Complaints' })
      .click();
    await expect(page).toHaveURL(/#section-11$/);
    await expect
      .poll(() =>
        page.locator('#section-11').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBe(64);
  });

  test('a new page starts at the top', async ({ page, visit }) => {
    await visit('/terms-of-use');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('pointing at a link fetches its page, and the click shows that copy at once', async ({
    page,
    visit,
  }) => {
    // The suite runs in Chromium only (playwright.config.ts), which has speculation rules.
    await visit('/about', { a11y: false });
    const prefetched = page.waitForRequest(
      (request) =>
        request.headers()['sec-purpose'] === 'prefetch' &&
        new URL(request.url()).pathname === '/resources/faqs',
    );
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true });
    await link.hover();
    await prefetched;
    await link.click();
    await expect(page).toHaveURL(/\/resources\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          // deliveryType is newer than TypeScript's DOM types.
          (
            performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
              deliveryType?: string;
            }
          ).deliveryType,
      ),
    ).toBe('navigational-prefetch');
  });

  test('every page sets its own title and description', async ({ page, visit }) => {
    await visit('/privacy-policy');
    await expect(page).toHaveTitle('Privacy Policy | TabLogs');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /privacy policy/i,
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveTitle('Terms of Use | TabLogs');
  });
});
