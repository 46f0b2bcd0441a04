import { expect, holdChunk, test, waitForHydration } from '../support/fixtures';
import {
  dataLayerEventsOfLeftPages,
  expectAnsweredWith,
  interceptSubmissions,
  keepDataLayerOfLeftPages,
  recordSubmissions,
} from '../support/forms-helpers';

test.describe('lead form on /free-quote', () => {
  test('a valid lead is stored, pushes the data-layer event and goes to /final-step', async ({
    page,
    visit,
  }) => {
    const sent = recordSubmissions(page, 'quote');
    await keepDataLayerOfLeftPages(page);
    await visit('/free-quote');
    await expect(
      page.getByRole('heading', { level: 1, name: "You're almost there!" }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Free trial request' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByLabel('Phone number').fill('+61 (02) 5550-1234');
    const answer = page.waitForResponse('**/api/internal/quote');
    await form.getByRole('button', { name: 'Start my free trial' }).click();
    expect((await answer).status()).toBe(201);

    await expect(page).toHaveURL(/\/final-step$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thanks, we have your details',
    );
    // Pushed on /free-quote before it was left for /final-step.
    expect(await dataLayerEventsOfLeftPages(page)).toContainEqual(
      expect.objectContaining({ event: 'Lead form submitted' }),
    );

    const request = sent[0];
    expect(request?.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.headers()['x-xsrf-token']).toBeTruthy();
    expect(request?.postDataJSON()).toMatchObject({
      first_name: 'Ada',
      email: 'ada@example.com',
      company: 'Rock Solid Geotech',
      page_url: expect.stringMatching(/\/free-quote$/),
      region: expect.stringMatching(/^(AU|US|EU|SA)$/),
      website: '',
    });
  });

  test('missing required fields are named beside them and focus moves to the first', async ({
    page,
    visit,
  }) => {
    const sent = recordSubmissions(page, 'quote');
    await visit('/free-quote');
    const form = page.getByRole('form', { name: 'Free trial request' });
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByRole('button', { name: 'Start my free trial' }).click();

    const firstName = form.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Enter your first name');
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(/email/i);
    await expect(form.getByLabel('Company')).toHaveAccessibleDescription('Enter your company name');
    await expect(form.getByLabel('Last name')).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);

    // Correcting a field clears its message.
    await firstName.fill('Ada');
    await expect(firstName).not.toHaveAttribute('aria-invalid');
  });

  test('a malformed email and phone are refused before sending', async ({ page, visit }) => {
    const sent = recordSubmissions(page, 'quote');
    await visit('/free-quote');
    const form = page.getByRole('form', { name: 'Free trial request' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email address').fill('ada@@example');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByLabel('Phone number').fill('call me maybe');
    await form.getByRole('button', { name: 'Start my free trial' }).click();

    await expect(form.getByLabel('Email address')).toBeFocused();
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(
      'Enter an email address like name@company.com',
    );
    await expect(form.getByLabel('Phone number')).toHaveAccessibleDescription(
      'Enter a phone number using digits, spaces and + - ( )',
    );
    expect(sent).toHaveLength(0);
  });

  test('when the server cannot be reached, Retry sends again with the same idempotency key', async ({
    page,
    visit,
  }) => {
    const requests = await interceptSubmissions(page, 'quote', (route, attempt) =>
      attempt === 1
        ? route.abort('aborted')
        : route.fulfill({ status: 201, json: { id: 'stand-in-row' } }),
    );
    await visit('/free-quote');
    const form = page.getByRole('form', { name: 'Free trial request' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByRole('button', { name: 'Start my free trial' }).click();

    await expect(form.getByRole('alert')).toContainText('We could not send the form');
    await expect(form.getByLabel('Email address')).toHaveValue('ada@example.com');
    await form.getByRole('button', { name: 'Retry' }).click();

    await expect(page).toHaveURL(/\/final-step$/);
    expect(requests).toHaveLength(2);
    const [first, second] = requests.map((request) => request.headers()['idempotency-key']);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  test('while sending, the button is disabled and says so', async ({ page, visit }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await interceptSubmissions(page, 'quote', async (route) => {
      await held;
      await route.fulfill({ status: 201, json: { id: 'stand-in-row' } });
    });
    await visit('/free-quote');
    const form = page.getByRole('form', { name: 'Free trial request' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByRole('button', { name: 'Start my free trial' }).click();
    await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/final-step$/);
  });

  test("the server's field errors appear beside their fields", async ({
    page,
    visit,
    problems,
  }) => {
    await interceptSubmissions(page, 'quote', (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'validation', fields: { company: 'That company name is too long for us' } },
      }),
    );
    await visit('/free-quote');
    const form = page.getByRole('form', { name: 'Free trial request' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByRole('button', { name: 'Start my free trial' }).click();

    const company = form.getByLabel('Company');
    await expect(company).toHaveAccessibleDescription('That company name is too long for us');
    await expect(company).toBeFocused();
    await expect(page).toHaveURL(/\/free-quote$/);
    expectAnsweredWith(problems, '/api/internal/quote', 400);
  });

  test('a 429 says when to try again', async ({ page, visit, problems }) => {
    await interceptSubmissions(page, 'quote', (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '120' }, json: { error: 'rate' } }),
    );
    await visit('/free-quote');
    const form = page.getByRole('form', { name: 'Free trial request' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByRole('button', { name: 'Start my free trial' }).click();
    await expect(form.getByRole('alert')).toContainText('Please try again in 2 minutes.');
    expectAnsweredWith(problems, '/api/internal/quote', 429);
  });

  test('a 503 shows the failure and a Retry', async ({ page, visit, problems }) => {
    await interceptSubmissions(page, 'quote', (route) =>
      route.fulfill({ status: 503, json: { error: 'unavailable' } }),
    );
    await visit('/free-quote');
    const form = page.getByRole('form', { name: 'Free trial request' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByRole('button', { name: 'Start my free trial' }).click();
    await expect(form.getByRole('button', { name: 'Retry' })).toBeVisible();
    expectAnsweredWith(problems, '/api/internal/quote', 503);
  });
});

test.describe('lead form on the home page before its code has arrived', () => {
  // The form is an island: it hydrates once its chunk is there. Until then it is the
  // prerendered HTML, which takes typing like any page.
  test('what the visitor typed stays in the fields and is sent', async ({ page }) => {
    const sent = recordSubmissions(page, 'quote');
    const chunk = await holdChunk(page, 'get-started-form');
    await page.goto('/');
    await page.locator('html[data-hydrated][data-islands-pending]').waitFor({ state: 'attached' });
    const form = page.getByRole('form', { name: 'Free trial request' });
    await form.evaluate((element) => {
      (window as { prerenderedForm?: Element }).prerenderedForm = element;
    });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Company').fill('Rock Solid Geotech');

    chunk.release();
    await waitForHydration(page);
    // React hydrated the prerendered form in place; no fallback replaced it.
    expect(
      await form.evaluate(
        (element) => (window as { prerenderedForm?: Element }).prerenderedForm === element,
      ),
    ).toBe(true);
    await expect(form.getByLabel('First name')).toHaveValue('Ada');
    await expect(form.getByLabel('Email address')).toHaveValue('ada@example.com');
    await expect(form.getByLabel('Company')).toHaveValue('Rock Solid Geotech');

    // Typing after hydration re-renders every field; the earlier text must survive that too.
    await form.getByLabel('Last name').fill('Lovelace');
    await expect(form.getByLabel('First name')).toHaveValue('Ada');
    await form.getByRole('button', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/final-step$/);
    expect(sent[0]?.postDataJSON()).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      company: 'Rock Solid Geotech',
      page_url: expect.stringMatching(/\/$/),
    });
  });

  test('a submit made meanwhile waits for the form and is then sent, not reloading the page', async ({
    page,
  }) => {
    const sent = recordSubmissions(page, 'quote');
    const chunk = await holdChunk(page, 'get-started-form');
    await page.goto('/');
    await page.locator('html[data-hydrated][data-islands-pending]').waitFor({ state: 'attached' });
    const form = page.getByRole('form', { name: 'Free trial request' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByRole('button', { name: 'Get started' }).click();

    // Held: the browser's own submit would reload the page with the details in its URL.
    await expect(page).toHaveURL(/\/$/);
    expect(sent).toHaveLength(0);
    chunk.release();
    await expect(page).toHaveURL(/\/final-step$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.postDataJSON()).toMatchObject({
      first_name: 'Ada',
      email: 'ada@example.com',
      company: 'Rock Solid Geotech',
    });
  });
});
