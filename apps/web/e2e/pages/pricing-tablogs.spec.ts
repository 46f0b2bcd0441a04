import type { Page } from '@playwright/test';
import {
  type Billing,
  hoursSaved,
  LOGGING_FEATURES,
  LOGGING_SLIDER,
  quoteLogging,
} from '@tablogs/pricing';
import { expect, test } from '../support/fixtures';
import {
  dollars,
  planTable,
  queryOf,
  type SliderKey,
  shownPrice,
  valueAfterKey,
} from '../support/pricing-page';

const CAPTION = 'TabLogs plans compared';
const slider = (page: Page) => page.getByRole('slider', { name: 'How many logs do you create?' });

/** Every price and the hours saved on the page equal the package's quote for these values. */
async function expectQuote(page: Page, logs: number, billing: Billing) {
  const quote = quoteLogging({ logsPerMonth: logs, billing });
  const table = planTable(page, CAPTION);
  await expect(table.locator('[data-plan-price="standard"]')).toHaveText(
    dollars(quote.standard ?? -1),
  );
  await expect(table.locator('[data-plan-price="plus"]')).toHaveText(dollars(quote.plus ?? -1));
  expect(await shownPrice(table, 'enterprise')).toBe('Contact us');
  await expect(page.getByTestId('hours-saved')).toHaveText(String(hoursSaved(logs)));
}

test.describe('/pricing/tablogs', () => {
  // Each test drives many keyboard steps and runs axe; the shared 2-core machine needs the room.
  test.describe.configure({ timeout: 60_000 });

  test('prerenders the default quote into the HTML', async ({ request }) => {
    const html = await (await request.get('/pricing/tablogs')).text();
    const quote = quoteLogging({ logsPerMonth: 100, billing: 'annual' });
    expect(html).toContain(`data-plan-price="standard">${dollars(quote.standard ?? -1)}<`);
    expect(html).toContain(`data-plan-price="plus">${dollars(quote.plus ?? -1)}<`);
    expect(html).toContain('hours saved per month');
  });

  test('opens on 100 logs, annual billing, with the plans and their labels', async ({
    page,
    visit,
  }) => {
    await visit('/pricing/tablogs');
    await expect(page.getByRole('heading', { level: 1, name: 'TabLogs pricing' })).toBeVisible();
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '100');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', '100 logs per month');
    await expect(slider(page)).toHaveAttribute('aria-valuemin', String(LOGGING_SLIDER.min));
    await expect(slider(page)).toHaveAttribute('aria-valuemax', String(LOGGING_SLIDER.max));
    await expect(page.getByRole('radio', { name: 'Annual (-25%)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    const table = planTable(page, CAPTION);
    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveText(['Standard', 'MOST POPULARPlus', 'Enterprise']);
    await expectQuote(page, 100, 'annual');
    expect(queryOf(page)).toEqual({});
  });

  test('shows the package feature rows, roles and SSO as plan features only', async ({
    page,
    visit,
  }) => {
    await visit('/pricing/tablogs');
    const table = planTable(page, CAPTION);
    const rows = table.locator('tbody.plan-table__group tr:has(th.plan-table__feature)');
    await expect(rows.locator('th')).toHaveText(LOGGING_FEATURES.map((row) => row.label));
    for (const [index, feature] of LOGGING_FEATURES.entries()) {
      const marks = rows.nth(index).locator('td');
      await expect(marks).toHaveText(
        (['standard', 'plus', 'enterprise'] as const).map((plan) =>
          feature.includedIn[plan] ? 'Included' : '–Not included',
        ),
      );
    }
    const roles = table.getByRole('row', { name: /User roles and permissions/ });
    await expect(roles.getByRole('cell')).toHaveText(['–Not included', 'Included', 'Included']);
    const sso = table.getByRole('row', { name: /Single sign-on/ });
    await expect(sso.getByRole('cell')).toHaveText(['–Not included', '–Not included', 'Included']);
  });

  for (const billing of ['annual', 'monthly'] as const) {
    test(`keyboard on the slider prices every position the package's way (${billing})`, async ({
      page,
      visit,
    }) => {
      await visit('/pricing/tablogs');
      if (billing === 'monthly') await page.getByRole('radio', { name: 'Monthly' }).click();
      const thumb = slider(page);
      await thumb.focus();
      let expected = LOGGING_SLIDER.defaultValue;
      const keys: SliderKey[] = [
        'ArrowRight',
        'ArrowRight',
        'ArrowUp',
        'PageUp',
        'ArrowLeft',
        'Home',
        'End',
        'PageDown',
        'ArrowRight',
        'ArrowRight',
      ];
      for (const key of keys) {
        await page.keyboard.press(key);
        expected = valueAfterKey(expected, key, LOGGING_SLIDER);
        await expect(thumb).toHaveAttribute('aria-valuenow', String(expected));
        await expect(thumb).toHaveAttribute('aria-valuetext', `${expected} logs per month`);
        await expectQuote(page, expected, billing);
      }
      await expect.poll(() => queryOf(page)).toEqual({ logs: String(expected), billing });
    });
  }

  test('the billing toggle switches every price and back', async ({ page, visit }) => {
    await visit('/pricing/tablogs?logs=350');
    await expectQuote(page, 350, 'annual');
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expectQuote(page, 350, 'monthly');
    await expect(planTable(page, CAPTION).locator('[data-plan-price="plus"]')).toHaveText('$1,093');
    await expect(page.getByText('Save 25% annually')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Annual (-25%)' }).click();
    await expectQuote(page, 350, 'annual');
    await expect(planTable(page, CAPTION).getByText('Save 25% annually')).toHaveCount(3);
    await expect.poll(() => queryOf(page)).toEqual({ logs: '350', billing: 'annual' });
  });

  test('a shared link opens the same quote, and changes replace the URL', async ({
    page,
    visit,
  }) => {
    await visit('/pricing/tablogs?logs=250&billing=monthly');
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '250');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expectQuote(page, 250, 'monthly');
    const historyLength = await page.evaluate(() => history.length);
    await slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => queryOf(page)).toEqual({ logs: '300', billing: 'monthly' });
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.reload();
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '300');
    await expectQuote(page, 300, 'monthly');
  });

  for (const query of [
    '?logs=abc',
    '?logs=10000',
    '?billing=weekly',
    '?logs=120&billing=',
    '?logs=-5',
  ]) {
    test(`falls back to the defaults for ${query}`, async ({ page, visit }) => {
      await visit(`/pricing/tablogs${query}`);
      await expect(slider(page)).toHaveAttribute('aria-valuenow', '100');
      await expect(page.getByRole('radio', { name: 'Annual (-25%)' })).toBeChecked();
      await expectQuote(page, 100, 'annual');
    });
  }

  test('keeps the reader where they are while the URL updates', async ({ page, visit }) => {
    await visit('/pricing/tablogs');
    await page.getByTestId('hours-saved').scrollIntoViewIfNeeded();
    await slider(page).focus();
    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('End');
    await expect.poll(() => queryOf(page).logs).toBe('500');
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('describes the default prices as JSON-LD offers', async ({ page, visit }) => {
    await visit('/pricing/tablogs');
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '',
    );
    const quote = quoteLogging({ logsPerMonth: 100, billing: 'annual' });
    expect(ld['@type']).toBe('Product');
    expect(ld.offers.map((offer: { price: number }) => offer.price)).toEqual([
      quote.standard,
      quote.plus,
    ]);
  });

  test('on a phone: stacked plan cards with the same prices, no side-scrolling', async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit('/pricing/tablogs?logs=400&billing=monthly');
    await expect(planTable(page, CAPTION)).toBeHidden();
    const quote = quoteLogging({ logsPerMonth: 400, billing: 'monthly' });
    const plus = page.getByRole('article', { name: 'Plus' });
    await expect(plus.getByText('MOST POPULAR')).toBeVisible();
    await expect(plus.locator('[data-plan-price="plus"]')).toHaveText(dollars(quote.plus ?? -1));
    await expect(
      page.getByRole('article', { name: 'Standard' }).locator('[data-plan-price="standard"]'),
    ).toHaveText(dollars(quote.standard ?? -1));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('ends with the free-trial block and the newsletter form', async ({ page, visit }) => {
    await visit('/pricing/tablogs');
    await expect(page.getByRole('heading', { name: 'Get Started!' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Sign up to our monthly newsletter' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Start free trial: Plus' }).first().click();
    await expect(page).toHaveURL(/#free-trial$/);
  });
});
