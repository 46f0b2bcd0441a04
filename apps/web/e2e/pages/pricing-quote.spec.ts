import type { Page } from '@playwright/test';
import {
  CURRENCY_NOTES,
  formatMoney,
  PRICE_LIST_EFFECTIVE_DATE,
  PRICE_REGIONS,
  type PriceRegion,
} from '@tablogs/pricing';
import { type QuoteDocument, type QuoteInput, quoteDocument } from '@tablogs/pricing/quote';
import { expect, test } from '../support/fixtures';
import { pdfPages } from '../support/pdf-text';

// Issue 43: the currency and tax note beside every price, and the printable quote
// (/pricing/quote, rendered on request by the server, decision 0056).

const BUNDLE_QUERY = 'logs=350&soil=300&concrete=150&asphalt=0&billing=monthly&plan=standard';
const BUNDLE: Omit<QuoteInput, 'date'> = {
  logsPerMonth: 350,
  lab: { soil: 300, concrete: 150, asphalt: 0 },
  billing: 'monthly',
  plan: 'standard',
};
const A4_PAGE_LIMIT = 2;

/** The quote the server makes today (its date is today in Sydney). */
function expectedQuote(input: Omit<QuoteInput, 'date'> = BUNDLE): QuoteDocument {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    new Date(),
  );
  return quoteDocument({ ...input, date });
}

/** Text without whitespace: a PDF splits and spaces its text runs its own way. */
const squash = (text: string) => text.replace(/\s+/g, '');

/** Every sentence and figure of a quote that its printed or served form must hold. */
function quoteTexts(quote: QuoteDocument): string[] {
  const money = (amount: number | null) =>
    amount === null ? 'Contact sales' : formatMoney(amount);
  return [
    quote.title,
    quote.validUntil,
    quote.taxNote,
    ...quote.lines.flatMap((line) => [
      line.description,
      line.covers,
      money(line.monthly),
      money(line.yearly),
    ]),
    ...(quote.discount
      ? [
          quote.discount.description,
          formatMoney(-quote.discount.monthly),
          formatMoney(-quote.discount.yearly),
        ]
      : []),
    money(quote.totals?.monthly ?? null),
    money(quote.totals?.yearly ?? null),
    ...quote.terms,
  ];
}

/**
 * Each visible price in <main> ("$" and digits) with the currency note of the smallest card or
 * row around it (a plan card, a table cell, the bundle receipt), or null when there is none.
 */
async function pricesWithNotes(page: Page) {
  return page.locator('main').evaluate((main) => {
    const found: { price: string; note: string | null }[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !/\$\s?\d/.test(node.textContent ?? '')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const card = element.closest('.plan-card, td, tr, .bundle__result, .quote-sheet');
      const notes = [
        ...(card?.querySelectorAll<HTMLElement>('[data-currency-note], [data-quote="tax-note"]') ??
          []),
      ];
      const shown = notes.find((note) => note.checkVisibility()) ?? null;
      // biome-ignore lint/performance/useDomNodeTextContent: the shown note, not the hidden regions'
      found.push({ price: node.textContent?.trim() ?? '', note: shown?.innerText.trim() ?? null });
    }
    return found;
  });
}

test.describe('the currency and tax note', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const width of [1280, 375] as const) {
    for (const path of ['/pricing/tablogs', '/pricing/tablabs']) {
      test(`is beside every price on ${path} in each region at ${width} px`, async ({
        page,
        visit,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const region of PRICE_REGIONS) {
          await page.addInitScript(
            (chosen: PriceRegion) => localStorage.setItem('region', chosen),
            region,
          );
          await visit(path, { a11y: false });
          await expect(page.locator('html')).toHaveAttribute('data-region', region);
          const prices = await pricesWithNotes(page);
          expect(prices.length, `prices on ${path}`).toBeGreaterThanOrEqual(2);
          for (const { price, note } of prices) {
            expect(note, `the note beside ${price} on ${path} (${region}, ${width} px)`).toBe(
              CURRENCY_NOTES[region],
            );
          }
        }
      });
    }
  }
});

test.describe('/pricing/quote', () => {
  test('prints the bundle quote on at most two A4 pages, every line and total in the PDF', async ({
    page,
    visit,
  }) => {
    await visit(`/pricing/quote?${BUNDLE_QUERY}`);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(A4_PAGE_LIMIT);
    const printed = squash(pages.join(' '));
    for (const text of quoteTexts(expectedQuote())) {
      expect(printed, `the PDF holds "${text}"`).toContain(squash(text));
    }
    expect(printed).toContain(squash('$1,013'));
    // No navigation, footer or consent banner on paper.
    for (const absent of ['Log in', 'All rights reserved', 'cookies', 'Resources']) {
      expect(printed, `the PDF leaves out "${absent}"`).not.toContain(squash(absent));
    }
  });

  test('the bundle receipt on /pricing/tablabs is the same quote document', async ({
    page,
    visit,
  }) => {
    await visit('/pricing/tablabs?billing=monthly', { a11y: false });
    const bundle = page.getByRole('region', { name: '20% off when you bundle' });
    const quote = quoteDocument({
      ...BUNDLE,
      logsPerMonth: 100,
      date: PRICE_LIST_EFFECTIVE_DATE,
    });
    const lines = bundle.locator('.bundle-receipt__line:not(.bundle-receipt__line--total)');
    await expect(lines).toHaveCount(quote.lines.length + 1);
    for (const [index, line] of quote.lines.entries()) {
      await expect(lines.nth(index)).toContainText(line.description);
      await expect(lines.nth(index)).toContainText(line.covers);
      await expect(lines.nth(index).locator('dd')).toHaveText(formatMoney(line.monthly ?? -1));
    }
    await expect(bundle.locator('[data-bundle="discount"]')).toHaveText(
      `−${formatMoney(quote.discount?.monthly ?? -1)}`,
    );
    await expect(bundle.locator('[data-bundle="total"]')).toHaveText(
      formatMoney(quote.totals?.monthly ?? -1),
    );
  });

  test('"Print or save quote" opens the quote of what the calculator shows', async ({
    page,
    visit,
  }) => {
    await visit('/pricing/tablogs?logs=250&billing=monthly', { a11y: false });
    await page.getByLabel('Quote for').selectOption('plus');
    await page.getByRole('button', { name: 'Print or save quote' }).click();
    await expect(page).toHaveURL(/\/pricing\/quote\?logs=250&billing=monthly&region=AU&plan=plus$/);
    const quote = expectedQuote({
      logsPerMonth: 250,
      billing: 'monthly',
      plan: 'plus',
      region: 'AU',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(quote.title);
    await expect(page.locator('[data-quote="total"]')).toContainText(
      formatMoney(quote.totals?.monthly ?? -1),
    );
  });

  test('answers bad input with the calculator and a message, as a 400', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 400/);
    for (const [query, message, slider] of [
      [
        'logs=abc&billing=monthly',
        'Logs per month must be a whole number',
        'How many logs do you create?',
      ],
      ['soil=-5', 'Soil tests must be a whole number', 'Soil, Rock and Aggregate'],
      ['logs=350&plan=enterprise', 'plan must be standard or plus', 'How many logs do you create?'],
      ['', 'Choose logs per month or lab tests to quote.', 'How many logs do you create?'],
    ] as const) {
      const response = await page.goto(`/pricing/quote?${query}`);
      expect(response?.status(), query).toBe(400);
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByRole('slider', { name: new RegExp(slider) }).first()).toBeVisible();
    }
  });

  test('is cached like a page, noindex, and kept out of the sitemap', async ({ request }) => {
    const first = await request.get(`/pricing/quote?${BUNDLE_QUERY}`);
    expect(first.status()).toBe(200);
    const headers = first.headers();
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(await first.text()).toContain('<meta name="robots" content="noindex"');
    const etag = headers.etag ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request.get(`/pricing/quote?${BUNDLE_QUERY}`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status()).toBe(304);
    expect((await request.head(`/pricing/quote?${BUNDLE_QUERY}`)).status()).toBe(200);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/pricing/quote');
    for (const path of ['/pricing/tablogs', '/pricing/tablabs']) {
      expect(sitemap).toMatch(
        new RegExp(`${path}</loc>\\s*<lastmod>${PRICE_LIST_EFFECTIVE_DATE}</lastmod>`),
      );
    }
  });
});

test.describe('/pricing/quote without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the same quote, and the calculator forms reach it', async ({ page }) => {
    const response = await page.goto(`/pricing/quote?${BUNDLE_QUERY}`);
    expect(response?.status()).toBe(200);
    // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, as a reader sees it
    const shown = squash(await page.locator('main').innerText());
    for (const text of quoteTexts(expectedQuote())) {
      expect(shown, `the page shows "${text}"`).toContain(squash(text));
    }
    // The bundle form of the lab page, as prerendered: its default selection.
    await page.goto('/pricing/tablabs');
    const bundle = page.getByRole('region', { name: '20% off when you bundle' });
    await bundle.getByRole('button', { name: 'Print or save quote' }).click();
    await expect(page).toHaveURL(
      /\/pricing\/quote\?logs=100&soil=300&concrete=150&asphalt=0&billing=annual&plan=standard/,
    );
    const opening = expectedQuote({
      ...BUNDLE,
      logsPerMonth: 100,
      billing: 'annual',
      region: 'AU',
    });
    await expect(page.locator('[data-quote="total"]')).toContainText(
      formatMoney(opening.totals?.monthly ?? -1),
    );
  });
});
