// The meetings calendar needs a build made with HUBSPOT_MEETINGS_URL: the integrations build has
// it (scripts/e2e-integrations.mjs), and page.route stands in for the meetings origin.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { dataLayerEvents } from '../support/marketing-helpers';
import { STAND_IN_IDS, serveHubSpotStandIn, serveTagManagerStandIn } from './stand-ins';

const MEETINGS_URL = STAND_IN_IDS.HUBSPOT_MEETINGS_URL;
const MEETINGS_ORIGIN = new URL(MEETINGS_URL).origin;

/** A stand-in calendar: reports its size on load (as HubSpot's does) and books on "Confirm". */
async function standInCalendar(page: Page): Promise<void> {
  await page.route(`${MEETINGS_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Calendar</title><button type="button">Confirm</button>
<script>
parent.postMessage({ height: 680 }, '*');
parent.postMessage({ height: 700 }, '*');
document.querySelector('button').addEventListener('click', () =>
  parent.postMessage({ meetingBookSucceeded: true, meetingsPayload: { bookingResponse: {} } }, '*'));
</script></html>`,
    }),
  );
}

test.describe('discovery call with the meetings calendar', () => {
  test.describe.configure({ timeout: 60_000 });
  // The build also has the CRM and tag-manager ids: their scripts get stand-ins, as elsewhere.
  test.beforeEach(async ({ page }) => {
    await serveTagManagerStandIn(page);
    await serveHubSpotStandIn(page);
  });
  test('calendar_loaded and meeting_scheduled come only from the meetings origin', async ({
    page,
    visit,
  }) => {
    await standInCalendar(page);
    await visit('/discovery-call');
    const frame = page.locator('iframe[title="Book a discovery call with TabLogs"]');
    await expect(frame).toHaveAttribute('src', `${MEETINGS_URL}?embed=true`);
    await expect
      .poll(() => dataLayerEvents(page, 'calendar_loaded'))
      .toEqual([{ event: 'calendar_loaded', meeting_type: 'discovery_call' }]);
    // The same message from anywhere else is ignored.
    await page.evaluate(() => window.postMessage({ meetingBookSucceeded: true }, '*'));
    await page.waitForTimeout(200);
    expect(await dataLayerEvents(page, 'meeting_scheduled')).toEqual([]);

    await page
      .frameLocator('iframe[title="Book a discovery call with TabLogs"]')
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect
      .poll(() => dataLayerEvents(page, 'meeting_scheduled'))
      .toEqual([{ event: 'meeting_scheduled', meeting_type: 'discovery_call' }]);
    expect(await dataLayerEvents(page, 'calendar_loaded')).toHaveLength(1);
    await expect(page.getByRole('form', { name: 'Free trial request' })).toHaveCount(0);
  });

  test('a calendar that never loads gives way to the lead form', async ({ page, visit }) => {
    await page.clock.install();
    await page.route(`${MEETINGS_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Blocked</title>' }),
    );
    await visit('/discovery-call', { a11y: false });
    await expect(page.locator('iframe')).toHaveCount(1);
    await page.clock.fastForward(16_000);
    await expect(page.getByText(/The booking calendar could not be loaded/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Free trial request' })).toBeVisible();
    expect(await dataLayerEvents(page, 'calendar_loaded')).toEqual([]);
  });

  test('switch now embeds the same calendar under its hidden heading', async ({ page, visit }) => {
    await standInCalendar(page);
    await visit('/switch-now', { a11y: false });
    await expect(page.locator('#book iframe')).toHaveAttribute('src', `${MEETINGS_URL}?embed=true`);
    await expect(page.getByRole('heading', { name: 'Discovery Call', exact: true })).toHaveCount(0);
  });
});
