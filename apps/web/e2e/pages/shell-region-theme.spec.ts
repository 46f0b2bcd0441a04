import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';

const AU_PHONE = '(02) 5550 1234';
const US_PHONE = '+1 (555) 010-4821';

async function stubCountry(page: Page, countryCode: string | null, status = 200) {
  let lookups = 0;
  await page.route('**/api/region', (route) => {
    lookups += 1;
    return route.fulfill({ status, json: { countryCode } });
  });
  return () => lookups;
}

/** WCAG contrast ratio of two computed `rgb(r, g, b)` colours. */
function contrastOf(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [red = 0, green = 0, blue = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const headerPhone = (page: Page) => page.locator('.site-header .site-phone:visible');

test.describe('region', () => {
  test('with no stored region, one lookup picks the region and stores it', async ({
    page,
    visit,
  }) => {
    const lookups = await stubCountry(page, 'CA');
    await visit('/terms-of-use');
    await expect(page.locator('html')).toHaveAttribute('data-region', 'US');
    expect(await page.evaluate(() => localStorage.getItem('region'))).toBe('US');
    await expect(headerPhone(page)).toHaveText(US_PHONE);
    expect(lookups()).toBe(1);
    // The US region keeps the canonical link.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.tablogs.com/terms-of-use',
    );
  });

  test('a failed lookup or an unknown country means AU, stored', async ({
    page,
    visit,
    problems,
  }) => {
    problems.allow(/status of 500|\/api\/region \(500\)/);
    await stubCountry(page, null, 500);
    await visit('/terms-of-use');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('region'))).toBe('AU');
    await expect(headerPhone(page)).toHaveText(AU_PHONE);
  });

  test('countries map to regions as decision 0012 says', async ({ browser, baseURL }) => {
    for (const [country, region] of [
      ['NZ', 'AU'],
      ['DE', 'EU'],
      ['GB', 'EU'],
      ['CH', 'EU'],
      ['AE', 'SA'],
      ['BR', 'AU'],
    ] as const) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await stubCountry(page, country);
      await page.goto('/terms-of-use');
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('region')), country)
        .toBe(region);
      await context.close();
    }
  });

  test('choosing a region stores it, drops the canonical for non-US regions and reloads', async ({
    page,
    visit,
  }) => {
    const lookups = await stubCountry(page, 'AU');
    await visit('/privacy-policy');
    await page.getByRole('button', { name: /^Region:/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Australia & Pacific' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const reload = page.waitForEvent('load');
    await page.getByRole('menuitemradio', { name: 'Europe' }).click();
    await reload;
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect(await page.evaluate(() => localStorage.getItem('region'))).toBe('EU');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(headerPhone(page)).toHaveText(US_PHONE);
    await expect(page.getByRole('button', { name: 'Region: Europe' })).toBeVisible();
    // The stored choice wins: no second lookup after the reload.
    expect(lookups()).toBe(1);
  });

  test('a stored region applies before first paint, with no lookup', async ({ page }) => {
    const lookups = await stubCountry(page, 'AU');
    await page.addInitScript(() => localStorage.setItem('region', 'US'));
    await page.goto('/terms-of-use', { waitUntil: 'domcontentloaded' });
    // Before any module script ran, the boot script already chose the US copy.
    const visibleBeforeHydration = await page.evaluate(() =>
      [...document.querySelectorAll('.site-header .site-phone')]
        .filter((el) => getComputedStyle(el).display !== 'none')
        .map((el) => el.textContent),
    );
    expect(visibleBeforeHydration).toEqual([US_PHONE]);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect(lookups()).toBe(0);
  });
});

test.describe('theme', () => {
  test('light by default; the toggle switches to dark, stores it and survives a reload without a flash', async ({
    page,
    visit,
  }) => {
    await stubCountry(page, 'AU');
    await visit('/terms-of-use');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(
      'dark',
    );
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  });
});

test.describe('footer and legal pages', () => {
  test('the footer has its four link columns, app store links and this year’s copyright', async ({
    page,
    visit,
  }) => {
    await stubCountry(page, 'AU');
    await visit('/terms-of-use');
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Resources', 'Company', 'Help center', 'Legal']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      /apps\.apple\.com/,
    );
    await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      /play\.google\.com/,
    );
    await expect(
      footer.getByRole('link', { name: 'EU online dispute resolution' }),
    ).toHaveAttribute('href', /ec\.europa\.eu/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} TabLogs`);
  });

  test('the logo’s tablet stands out from the footer’s deep water in both themes', async ({
    page,
    visit,
  }) => {
    await stubCountry(page, 'AU');
    await visit('/terms-of-use');
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      const [tablet, ground] = await page.evaluate(() => {
        const footer = document.querySelector('.site-footer');
        const rect = footer?.querySelector('.site-logo rect');
        if (!footer || !rect) throw new Error('no footer logo');
        return [getComputedStyle(rect).fill, getComputedStyle(footer).backgroundColor];
      });
      // WCAG 1.4.11's 3:1 for graphics: the mark's outline must not melt into the footer.
      expect(contrastOf(tablet, ground), `${theme}: ${tablet} on ${ground}`).toBeGreaterThan(3);
    }
  });

  test('the privacy policy has 12 numbered sections, last updated 30 July 2021', async ({
    page,
    visit,
  }) => {
    await stubCountry(page, 'AU');
    await visit('/privacy-policy');
    await expect(page.getByText('Last updated 30 July 2021')).toBeVisible();
    await expect(page.locator('.legal-page__sections > li')).toHaveCount(12);
    await expect(page.getByRole('heading', { level: 2, name: /^12\. / })).toBeVisible();
  });

  test('the terms of use have 18 clauses carrying the business constants', async ({
    page,
    visit,
  }) => {
    await stubCountry(page, 'AU');
    await visit('/terms-of-use');
    await expect(page.locator('.legal-page__sections > li')).toHaveCount(18);
    const text = ((await page.locator('.legal-page__sections').textContent()) ?? '').replace(
      /\s+/g,
      ' ',
    );
    for (const phrase of [
      /within 14 days of the invoice date/i,
      /14 days/i,
      /30 days/i,
      /mediation/i,
      /one month/i,
      /7 years|seven years/i,
      /Australian dollars/i,
      /GST/i,
    ]) {
      expect(text).toMatch(phrase);
    }
  });
});

test.describe('production server', () => {
  test('pages carry security headers and a CSP with no inline-script allowance', async ({
    request,
  }) => {
    const response = await request.get('/privacy-policy');
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toContain("'sha256-");
  });

  test('a revalidated page (304) keeps the page policy, not the API one', async ({ request }) => {
    const first = await request.get('/terms-of-use');
    const etag = first.headers().etag ?? '';
    const again = await request.get('/terms-of-use', { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()['content-security-policy']).toBe(
      first.headers()['content-security-policy'],
    );
  });

  test('hashed assets are cached for good, pages revalidate, text is compressed', async ({
    request,
    page,
  }) => {
    await page.goto('/privacy-policy', { waitUntil: 'load' });
    // Hydration starts after load (decision 0008); its module script imports them by hashed name.
    await waitForHydration(page);
    const script = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .find((pathname) => /^\/assets\/.+\.js$/.test(pathname)) ?? null,
    );
    expect(script, 'a hashed script module was loaded').not.toBeNull();
    const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
    const html = await request.get('/privacy-policy', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(html.headers()['cache-control']).toContain('must-revalidate');
    expect(html.headers()['content-encoding']).toBe('gzip');
  });

  test('GET /api/region answers the CDN country and /healthz answers ok', async ({ request }) => {
    const region = await request.get('/api/region', { headers: { 'CF-IPCountry': 'NZ' } });
    expect(await region.json()).toEqual({ countryCode: 'NZ' });
    const none = await request.get('/api/region');
    expect(await none.json()).toEqual({ countryCode: null });
    const health = await request.get('/healthz');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
