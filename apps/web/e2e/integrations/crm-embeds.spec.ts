import { expect, test } from '../support/fixtures';
import { dataLayerEvents } from '../support/forms-helpers';
import {
  STAND_IN_IDS,
  serveHubSpotStandIn,
  serveTagManagerStandIn,
  storeRegion,
} from './stand-ins';

test.describe('HubSpot form embeds (build with HubSpot ids)', () => {
  test.beforeEach(async ({ page }) => {
    await storeRegion(page, 'AU');
    await serveTagManagerStandIn(page);
  });

  test('the script loads once; each section gets its own form; a submission is pushed once', async ({
    page,
    visit,
  }) => {
    const loads = await serveHubSpotStandIn(page);
    await visit('/');
    const quote = page.getByRole('form', { name: `CRM form ${STAND_IN_IDS.HUBSPOT_FORM_QUOTE}` });
    const newsletter = page.getByRole('form', {
      name: `CRM form ${STAND_IN_IDS.HUBSPOT_FORM_NEWSLETTER}`,
    });
    await expect(quote).toHaveCount(1);
    await expect(newsletter).toHaveCount(1);
    await expect(page.getByRole('form', { name: 'Free trial request' })).toHaveCount(0);
    expect(loads).toHaveLength(1);

    await quote.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Thanks for submitting the form.')).toBeVisible();
    const pushed = (await dataLayerEvents(page)).filter((e) => e.event === 'hubspot_form_submit');
    expect(pushed).toEqual([
      expect.objectContaining({ formKind: 'quote', formId: STAND_IN_IDS.HUBSPOT_FORM_QUOTE }),
    ]);
  });

  test('a form is created again when the visitor comes back to the page', async ({
    page,
    visit,
  }) => {
    const loads = await serveHubSpotStandIn(page);
    await visit('/pricing/tablabs');
    const quote = page.getByRole('form', { name: `CRM form ${STAND_IN_IDS.HUBSPOT_FORM_QUOTE}` });
    await expect(quote).toHaveCount(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    // Coming back is a page load of its own (decision 0032), which loads the script once more.
    await page.goBack();
    await expect(quote).toHaveCount(1);
    expect(loads).toHaveLength(2);
  });

  test('a window message from the CRM counts as a submission', async ({ page, visit }) => {
    await serveHubSpotStandIn(page);
    await visit('/');
    await expect(
      page.getByRole('form', { name: `CRM form ${STAND_IN_IDS.HUBSPOT_FORM_NEWSLETTER}` }),
    ).toHaveCount(1);
    await page.evaluate((id) => {
      window.postMessage({ type: 'hsFormCallback', eventName: 'onFormSubmitted', id }, '*');
    }, STAND_IN_IDS.HUBSPOT_FORM_NEWSLETTER);
    await expect
      .poll(async () =>
        (await dataLayerEvents(page)).filter((e) => e.event === 'hubspot_form_submit'),
      )
      .toEqual([expect.objectContaining({ formKind: 'newsletter', signal: 'message' })]);
  });

  test('when the CRM script fails, the error is logged and the site’s own forms show', async ({
    page,
    visit,
    problems,
  }) => {
    await page.route('https://js*.hsforms.net/**', (route) => route.abort('failed'));
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    problems.allow(/^Failed to load the CRM script$/);
    problems.allow(/Failed to load resource: net::ERR_FAILED/);
    await visit('/');
    await expect(page.getByRole('form', { name: 'Free trial request' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible();
    expect(logged).toContain('Failed to load the CRM script');
  });
});
