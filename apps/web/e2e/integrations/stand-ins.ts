import type { Page } from '@playwright/test';

/** The ids the integrations build is made with (scripts/e2e-integrations.mjs). */
export const STAND_IN_IDS = {
  HUBSPOT_PORTAL_ID: '1234567',
  HUBSPOT_REGION: 'na1',
  HUBSPOT_FORM_QUOTE: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  HUBSPOT_FORM_NEWSLETTER: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  HUBSPOT_FORM_DOWNLOAD: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  GTM_ID: 'GTM-E2ETEST',
  HUBSPOT_MEETINGS_URL: 'https://meetings.hubspot.com/tablogs/discovery-call',
} as const;

/**
 * A stand-in for HubSpot's forms embed: hbspt.forms.create renders a small form into the
 * target; submitting it calls onFormSubmitted and shows HubSpot's thank-you element.
 */
const HUBSPOT_STAND_IN = `
window.hbspt = { forms: { create: function (options) {
  var target = document.querySelector(options.target);
  var form = document.createElement('form');
  form.setAttribute('aria-label', 'CRM form ' + options.formId);
  var label = document.createElement('label');
  label.textContent = 'Work email';
  var input = document.createElement('input');
  input.type = 'email';
  label.append(input);
  var button = document.createElement('button');
  button.type = 'submit';
  button.textContent = 'Submit';
  form.append(label, button);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (options.onFormSubmitted) options.onFormSubmitted();
    var thanks = document.createElement('div');
    thanks.className = 'submitted-message';
    thanks.textContent = 'Thanks for submitting the form.';
    target.replaceChildren(thanks);
  });
  target.append(form);
} } };
`;

export async function serveHubSpotStandIn(page: Page): Promise<string[]> {
  const loads: string[] = [];
  await page.route('https://js*.hsforms.net/**', async (route) => {
    loads.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: HUBSPOT_STAND_IN });
  });
  return loads;
}

/** Answers tag-manager requests with an empty script and records them. */
export async function serveTagManagerStandIn(page: Page): Promise<string[]> {
  const loads: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    loads.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return loads;
}

export async function storeRegion(page: Page, region: 'AU' | 'US' | 'EU' | 'SA'): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-region-set')) {
      localStorage.setItem('region', value);
      sessionStorage.setItem('e2e-region-set', '1');
    }
  }, region);
}
