import type { Page } from '@playwright/test';
import {
  type Billing,
  bundleQuotes,
  LAB_FEATURES,
  LAB_SLIDER,
  type LabModule,
  LOGGING_SLIDER,
  quoteLab,
  quoteLogging,
} from '@tablogs/pricing';
import { expect, test } from '../support/fixtures';
import {
  dollars,
  planTable,
  queryOf,
  type SliderKey,
  sliderValue,
  valueAfterKey,
} from '../support/pricing-page';

const CAPTION = 'TabLabs plans compared';
const MODULE_NAMES: Record<LabModule, string> = {
  soil: 'Module 1 Soil, Rock and Aggregate',
  concrete: 'Module 2 Concrete',
  asphalt: 'Module 3 Asphalt',
};
const moduleSlider = (page: Page, module: LabModule) =>
  page.getByRole('slider', { name: MODULE_NAMES[module] });
type Tests = Record<LabModule, number>;

async function expectQuote(page: Page, tests: Tests, billing: Billing) {
  const quote = quoteLab({ ...tests, billing });
  const table = planTable(page, CAPTION);
  await expect(table.locator('[data-plan-price="standard"]')).toHaveText(
    dollars(quote.standard ?? -1),
  );
  await expect(table.locator('[data-plan-price="plus"]')).toHaveText(dollars(quote.plus ?? -1));
  await expect(table.locator('[data-plan-price="enterprise"]')).toHaveText('Contact us');
}

test.describe('/pricing/tablabs', () => {
  // Each test drives many keyboard steps and runs axe; the shared 2-core machine needs the room.
  test.describe.configure({ timeout: 60_000 });

  test('prerenders the example quote into the HTML', async ({ request }) => {
    const html = await (await request.get('/pricing/tablabs')).text();
    const quote = quoteLab({ soil: 300, concrete: 150, asphalt: 0, billing: 'annual' });
    expect(html).toContain(`data-plan-price="standard">${dollars(quote.standard ?? -1)}<`);
    expect(html).toContain(`data-plan-price="plus">${dollars(quote.plus ?? -1)}<`);
  });

  test('has the spec labels: heading, module sliders, toggle, plans, notes', async ({
    page,
    visit,
  }) => {
    await visit('/pricing/tablabs');
    await expect(page.getByRole('heading', { level: 1, name: 'TabLabs pricing' })).toBeVisible();
    for (const [module, count] of [
      ['soil', 300],
      ['concrete', 150],
      ['asphalt', 0],
    ] as const) {
      const slider = moduleSlider(page, module);
      await expect(slider).toHaveAttribute('aria-valuenow', String(count));
      await expect(slider).toHaveAttribute('aria-valuetext', `${count} Tests per Month`);
      await expect(slider).toHaveAttribute('aria-valuemin', String(LAB_SLIDER.min));
      await expect(slider).toHaveAttribute('aria-valuemax', String(LAB_SLIDER.max));
    }
    await expect(page.getByText('150 Tests per Month', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Annual (-25%)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    const table = planTable(page, CAPTION);
    await expect(table.getByRole('columnheader')).toHaveText([
      'Standard',
      'MOST POPULARPlus',
      'Enterprise',
    ]);
    await expect(table.getByText('Save 25% annually')).toHaveCount(3);
    await expect(page.getByText('20% off when you bundle', { exact: true })).toBeVisible();
    await expect(page.getByText('There is no limit on users or labs.')).toBeVisible();
    await expect(page.getByText(/average number of tests a lab completes per month/)).toBeVisible();
    await expect(page.getByText(/buy now/i)).toHaveCount(0);
    await expectQuote(page, { soil: 300, concrete: 150, asphalt: 0 }, 'annual');
  });

  test('lists the feature rows of the spec in their plan groups', async ({ page, visit }) => {
    await visit('/pricing/tablabs');
    const table = planTable(page, CAPTION);
    const groups = table.locator('tbody.plan-table__group');
    await expect(groups.locator('th.plan-table__group-title')).toHaveText([
      'Included in every plan',
      'Plus and Enterprise',
      'Enterprise only',
    ]);
    for (const [index, from] of (['standard', 'plus', 'enterprise'] as const).entries()) {
      await expect(groups.nth(index).locator('th.plan-table__feature')).toHaveText(
        LAB_FEATURES.filter((row) => row.from === from).map((row) => row.label),
      );
    }
    await expect(table.locator('th.plan-table__feature')).toHaveText([
      'Unlimited users',
      'Custom work order templates',
      'Free updates',
      'Scheduling tools',
      'Helpdesk and knowledge base',
      '2 dedicated training sessions',
      'Audit log',
      'Field app',
      'Custom reporting insights',
      'API',
      'Accounting software integration',
      '2 additional training sessions',
      'IoT capability',
      'Unlimited support',
      'Dedicated onboarding and training',
      'Customised feature development allowance',
      'Customised integration with existing systems',
      'Single sign-on',
      'Customisable exports',
    ]);
    const api = table.getByRole('row', { name: /^API/ });
    await expect(api.getByRole('cell')).toHaveText(['–Not included', 'Included', 'Included']);
  });

  for (const billing of ['annual', 'monthly'] as const) {
    test(`keyboard on each module prices every position the package's way (${billing})`, async ({
      page,
      visit,
    }) => {
      await visit('/pricing/tablabs');
      if (billing === 'monthly') {
        await page.getByRole('radio', { name: 'Monthly' }).click();
        // The keys start from a settled URL. Each key's own URL write can still land late, after
        // the next key; it must not take the slider back (it did: see app/pricing/ownQueryWrites).
        await expect(page).toHaveURL(/billing=monthly/);
      }
      const tests: Tests = { soil: 300, concrete: 150, asphalt: 0 };
      const plan: [LabModule, SliderKey[]][] = [
        ['soil', ['ArrowRight', 'PageUp', 'PageUp', 'ArrowLeft', 'End', 'PageDown']],
        ['concrete', ['Home', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'PageUp']],
        ['asphalt', ['ArrowUp', 'PageUp', 'PageUp', 'PageUp', 'PageUp', 'End', 'ArrowLeft']],
      ];
      for (const [module, keys] of plan) {
        const slider = moduleSlider(page, module);
        await slider.focus();
        for (const key of keys) {
          await page.keyboard.press(key);
          tests[module] = valueAfterKey(tests[module], key, LAB_SLIDER);
          await expect(slider).toHaveAttribute('aria-valuenow', String(tests[module]));
          await expectQuote(page, tests, billing);
        }
      }
      await expect
        .poll(() => queryOf(page))
        .toEqual({
          soil: String(tests.soil),
          concrete: String(tests.concrete),
          asphalt: String(tests.asphalt),
          billing,
        });
    });
  }

  test('the billing toggle switches the prices and the savings note', async ({ page, visit }) => {
    await visit('/pricing/tablabs?soil=2150&concrete=600&asphalt=350');
    const tests = { soil: 2150, concrete: 600, asphalt: 350 };
    await expectQuote(page, tests, 'annual');
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expectQuote(page, tests, 'monthly');
    await expect(page.getByText('Save 25% annually')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Annual (-25%)' }).click();
    await expectQuote(page, tests, 'annual');
  });

  test('a shared link opens the same quote, and changes replace the URL', async ({
    page,
    visit,
  }) => {
    await visit('/pricing/tablabs?soil=300&concrete=0&asphalt=50&billing=monthly');
    await expect(moduleSlider(page, 'concrete')).toHaveAttribute('aria-valuenow', '0');
    await expect(moduleSlider(page, 'asphalt')).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expectQuote(page, { soil: 300, concrete: 0, asphalt: 50 }, 'monthly');
    const historyLength = await page.evaluate(() => history.length);
    await moduleSlider(page, 'concrete').focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => queryOf(page))
      .toEqual({ soil: '300', concrete: '50', asphalt: '50', billing: 'monthly' });
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  for (const query of ['?soil=-5', '?soil=abc&concrete=99999', '?billing=weekly', '?asphalt=75']) {
    test(`falls back to the defaults for ${query}`, async ({ page, visit }) => {
      await visit(`/pricing/tablabs${query}`);
      expect(await sliderValue(moduleSlider(page, 'soil'))).toBe(300);
      expect(await sliderValue(moduleSlider(page, 'concrete'))).toBe(150);
      expect(await sliderValue(moduleSlider(page, 'asphalt'))).toBe(0);
      await expect(page.getByRole('radio', { name: 'Annual (-25%)' })).toBeChecked();
      await expectQuote(page, { soil: 300, concrete: 150, asphalt: 0 }, 'annual');
    });
  }

  test('with every module at 0 it asks for a volume instead of showing $0', async ({
    page,
    visit,
  }) => {
    await visit('/pricing/tablabs?soil=0&concrete=0&asphalt=0');
    const table = planTable(page, CAPTION);
    await expect(table.getByText('Move a slider to see your price')).toHaveCount(2);
    await expect(page.getByRole('region', { name: '20% off when you bundle' })).toContainText(
      'Move a slider to see your price',
    );
    await expect(page.locator('main')).not.toContainText('$0');
    await moduleSlider(page, 'asphalt').focus();
    await page.keyboard.press('ArrowRight');
    await expectQuote(page, { soil: 0, concrete: 0, asphalt: 50 }, 'annual');
  });

  for (const billing of ['annual', 'monthly'] as const) {
    test(`the bundle view takes 20% off the lower-priced plan (${billing})`, async ({
      page,
      visit,
    }) => {
      await visit(`/pricing/tablabs?billing=${billing}`);
      const bundle = page.getByRole('region', { name: '20% off when you bundle' });
      const lab = quoteLab({ soil: 300, concrete: 150, asphalt: 0, billing });
      const check = async (plan: 'standard' | 'plus', logs: number) => {
        const expected = bundleQuotes(quoteLogging({ logsPerMonth: logs, billing }), lab, plan);
        if (!expected) throw new Error('the bundle has a price');
        await expect(bundle.locator('[data-bundle="logging"]')).toHaveText(
          dollars(expected.logging),
        );
        // One line per module with tests (the quote document's lines); together the lab price.
        const modulePrices = await bundle.locator('[data-bundle="lab"]').allTextContents();
        expect(modulePrices.reduce((sum, text) => sum + Number(text.replace(/[$,]/g, '')), 0)).toBe(
          expected.lab,
        );
        await expect(bundle.locator('[data-bundle="discount"]')).toHaveText(
          `−${dollars(expected.discount)}`,
        );
        await expect(bundle.locator('[data-bundle="total"]')).toHaveText(dollars(expected.total));
        await expect(bundle).toContainText(
          `Bundle discount: 20% off ${expected.discountedSide === 'lab' ? 'TabLabs' : 'TabLogs'}`,
        );
      };
      await check('standard', 100);
      await bundle.getByRole('radio', { name: 'Plus' }).click();
      await check('plus', 100);
      const volume = bundle.getByRole('slider', { name: 'TabLogs volume' });
      await volume.focus();
      let logs = 100;
      for (const key of ['ArrowRight', 'PageUp', 'Home', 'ArrowRight'] as const) {
        await page.keyboard.press(key);
        logs = valueAfterKey(logs, key, LOGGING_SLIDER);
        await check('plus', logs);
      }
      await bundle.getByRole('radio', { name: 'Standard' }).click();
      await check('standard', logs);
    });
  }

  test('describes the default prices as JSON-LD offers', async ({ page, visit }) => {
    await visit('/pricing/tablabs');
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '',
    );
    const quote = quoteLab({ soil: 300, concrete: 150, asphalt: 0, billing: 'annual' });
    expect(ld.offers.map((offer: { price: number }) => offer.price)).toEqual([
      quote.standard,
      quote.plus,
    ]);
  });

  test('on a phone: plan cards with the same prices, no side-scrolling', async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit('/pricing/tablabs?soil=1000&concrete=500&asphalt=250');
    const quote = quoteLab({ soil: 1000, concrete: 500, asphalt: 250, billing: 'annual' });
    await expect(
      page.getByRole('article', { name: 'Plus' }).locator('[data-plan-price="plus"]'),
    ).toHaveText(dollars(quote.plus ?? -1));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('ends with the free-trial block on its alternate ground, then the newsletter', async ({
    page,
    visit,
  }) => {
    await visit('/pricing/tablabs');
    const getStarted = page.getByRole('region', { name: 'Get started' });
    await expect(getStarted).toHaveAttribute('data-tone', 'alternate');
    await expect(
      page.getByRole('heading', { name: 'Sign up to our monthly newsletter' }),
    ).toBeVisible();
  });
});
