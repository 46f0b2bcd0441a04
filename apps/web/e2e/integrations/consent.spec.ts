import { expect, test } from '../support/fixtures';
import {
  STAND_IN_IDS,
  serveHubSpotStandIn,
  serveTagManagerStandIn,
  storeRegion,
} from './stand-ins';

test.describe('EU consent (build with a tag manager id)', () => {
  test('nothing third-party loads before Accept; Accept stores the answer and loads the tag manager', async ({
    page,
    visit,
  }) => {
    await storeRegion(page, 'EU');
    const tagManager = await serveTagManagerStandIn(page);
    const crm = await serveHubSpotStandIn(page);
    await visit('/');

    const banner = page.getByRole('region', { name: 'Cookies and analytics' });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('form', { name: 'Free trial request' })).toBeVisible();
    expect(tagManager).toEqual([]);
    expect(crm).toEqual([]);

    // Keyboard: the banner's buttons are reachable and work with Enter.
    await banner.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect
      .poll(() => tagManager)
      .toEqual([`https://www.googletagmanager.com/gtm.js?id=${STAND_IN_IDS.GTM_ID}`]);
    await expect(
      page.getByRole('form', { name: `CRM form ${STAND_IN_IDS.HUBSPOT_FORM_QUOTE}` }),
    ).toHaveCount(1);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? 'null'));
    expect(stored).toEqual({ decision: 'granted', decidedAt: expect.any(String) });
    const order = await page.evaluate(() => {
      const layer = (window.dataLayer ?? []) as unknown as Record<string, unknown>[];
      return {
        defaults: layer.findIndex((e) => e[0] === 'consent' && e[1] === 'default'),
        update: layer.findIndex((e) => e[0] === 'consent' && e[1] === 'update'),
        tagManager: layer.findIndex((e) => e.event === 'gtm.js'),
      };
    });
    expect(order.defaults).toBeGreaterThanOrEqual(0);
    expect(order.defaults).toBeLessThan(order.update);
    expect(order.update).toBeLessThan(order.tagManager);

    // The answer is remembered on the next page.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toHaveCount(0);
  });

  test('Reject keeps the tag manager and CRM scripts out', async ({ page, visit }) => {
    await storeRegion(page, 'EU');
    const tagManager = await serveTagManagerStandIn(page);
    const crm = await serveHubSpotStandIn(page);
    await visit('/');
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('form', { name: 'Free trial request' })).toBeVisible();
    expect(tagManager).toEqual([]);
    expect(crm).toEqual([]);
  });

  test('outside the EU there is no banner and the tag manager loads', async ({ page, visit }) => {
    await storeRegion(page, 'US');
    const tagManager = await serveTagManagerStandIn(page);
    await serveHubSpotStandIn(page);
    await visit('/');
    await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toHaveCount(0);
    await expect.poll(() => tagManager.length).toBe(1);
  });
});
