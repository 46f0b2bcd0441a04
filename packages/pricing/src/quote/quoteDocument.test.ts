import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPricing } from '../api/createPricing';
import { defaultPricing } from '../api/defaultPricing';
import { formatQuote } from '../api/quote/formatQuote';
import { quoteDocument } from '../api/quote/quoteDocument';
import { LAB_MODULES } from '../core/types/labModules';
import { PRICED_PLANS } from '../core/types/plans';
import { PRICE_LIST_EFFECTIVE_DATE } from '../data/priceList';
import { PRICE_REGIONS } from '../money/currencyNotes';
import { labTable, loggingTable } from '../testing/arbitraries';
import { buildQuoteDocument } from './buildQuoteDocument';
import type { QuoteDocument, QuoteInput } from './quoteTypes';

const BUNDLE: QuoteInput = {
  logsPerMonth: 350,
  lab: { soil: 300, concrete: 150, asphalt: 0 },
  billing: 'monthly',
  plan: 'standard',
  date: '2026-11-28',
};

const inputs = fc.record({
  logsPerMonth: fc.option(fc.integer({ min: 0, max: 600 }), { nil: undefined }),
  lab: fc.option(
    fc.record({
      soil: fc.integer({ min: 0, max: 3200 }),
      concrete: fc.integer({ min: 0, max: 3200 }),
      asphalt: fc.integer({ min: 0, max: 3200 }),
    }),
    { nil: undefined },
  ),
  billing: fc.constantFrom('annual' as const, 'monthly' as const),
  plan: fc.constantFrom(...PRICED_PLANS),
  date: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
    .map((day) => day.toISOString().slice(0, 10)),
  region: fc.constantFrom(...PRICE_REGIONS),
});

/** The document, or null when the input has nothing to quote (every count left out or 0). */
function documentOf(input: QuoteInput, pricing = defaultPricing): QuoteDocument | null {
  try {
    return buildQuoteDocument(input, pricing);
  } catch (error) {
    if (error instanceof RangeError && /needs TabLogs logs/.test(error.message)) return null;
    throw error;
  }
}

/** The laws every document obeys, checked against the quote functions of `pricing`. */
function expectQuoteLaws(input: QuoteInput, doc: QuoteDocument, pricing = defaultPricing) {
  const { plan, billing } = input;
  const logging =
    input.logsPerMonth === undefined
      ? null
      : pricing.quoteLogging({ logsPerMonth: input.logsPerMonth, billing });
  const lab = input.lab === undefined ? null : pricing.quoteLab({ ...input.lab, billing });
  const loggingLines = doc.lines.filter((line) => line.product === 'TabLogs');
  const labLines = doc.lines.filter((line) => line.product === 'TabLabs');
  // Each line is the quote functions' price; the lab lines add up to the lab total.
  if (logging) expect(loggingLines.map((line) => line.monthly)).toEqual([logging[plan]]);
  if (lab && labLines.length > 0 && lab.kind === 'priced') {
    expect(labLines.reduce((total, line) => total + (line.monthly ?? 0), 0)).toBe(lab[plan]);
  }
  for (const line of doc.lines) {
    expect(line.yearly).toBe(line.monthly === null ? null : line.monthly * 12);
  }
  if (doc.kind === 'contactSales') {
    expect(doc.totals).toBeNull();
    expect(doc.lines.some((line) => line.monthly === null)).toBe(true);
    return;
  }
  const totals = doc.totals;
  if (!totals) throw new Error('a priced document has totals');
  // Totals are the lines minus the discount, per month and per year: not a dollar gained or lost.
  const linesMonthly = doc.lines.reduce((total, line) => total + (line.monthly ?? 0), 0);
  const linesYearly = doc.lines.reduce((total, line) => total + (line.yearly ?? 0), 0);
  expect(totals.monthly).toBe(linesMonthly - (doc.discount?.monthly ?? 0));
  expect(totals.yearly).toBe(linesYearly - (doc.discount?.yearly ?? 0));
  expect(totals.yearly).toBe(12 * totals.monthly);
  expect(totals.perInvoice).toBe(billing === 'monthly' ? totals.monthly : totals.yearly);
  // The discount is quoteBundle's, on both sides' plan prices.
  if (loggingLines.length > 0 && labLines.length > 0 && logging && lab?.kind === 'priced') {
    const bundle = pricing.quoteBundle({ logging: logging[plan] ?? 0, lab: lab[plan] });
    expect(doc.discount?.monthly).toBe(bundle.discount);
    expect(totals.monthly).toBe(bundle.total);
  } else {
    expect(doc.discount).toBeNull();
  }
}

describe('quoteDocument', () => {
  it('quotes the bundle of the issue line by line', () => {
    const doc = quoteDocument(BUNDLE);
    expect(doc.lines.map((line) => [line.description, line.monthly])).toEqual([
      ['TabLogs Standard', doc.lines[0]?.monthly],
      ['TabLabs Standard: Soil, Rock and Aggregate', 180],
      ['TabLabs Standard: Concrete', 110],
    ]);
    expect(doc.lines[0]?.monthly).toBe(
      defaultPricing.quoteLogging({ logsPerMonth: 350, billing: 'monthly' }).standard,
    );
    expect(doc.lines[1]?.covers).toBe('300 tests per month, priced at the 300 tier');
    expect(doc.validUntil).toBe('2026-12-28');
    expect(doc.priceListDate).toBe(PRICE_LIST_EFFECTIVE_DATE);
    expect(doc.taxNote).toBe('AUD, excluding GST');
    expect(doc.terms.join(' ')).toMatch(/14 days.*renews automatically.*one month's notice/);
    expectQuoteLaws(BUNDLE, doc);
  });

  it('obeys the quote laws for any selection, plan, billing, date and region', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const doc = documentOf(input);
        if (doc) expectQuoteLaws(input, doc);
      }),
      { numRuns: 300 },
    );
  });

  it('obeys them over random valid price tables', () => {
    fc.assert(
      fc.property(loggingTable, labTable, inputs, (loggingTiers, labTiers, input) => {
        const pricing = createPricing({ loggingTiers, labTiers });
        const doc = documentOf(input, pricing);
        if (doc) expectQuoteLaws(input, doc, pricing);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses bad dates, choices and empty quotes with a RangeError', () => {
    for (const date of ['2026-02-30', '28/11/2026', '', '2026-1-1']) {
      expect(() => quoteDocument({ ...BUNDLE, date })).toThrow(RangeError);
    }
    expect(() => quoteDocument({ ...BUNDLE, plan: 'enterprise' as never })).toThrow(/plan must be/);
    expect(() => quoteDocument({ ...BUNDLE, region: 'NZ' as never })).toThrow(/region must be/);
    expect(() => quoteDocument({ billing: 'annual', plan: 'plus', date: '2026-11-28' })).toThrow(
      /needs TabLogs logs/,
    );
    expect(() => quoteDocument({ ...BUNDLE, logsPerMonth: -1 })).toThrow(RangeError);
  });

  it('asks for sales above the largest tier', () => {
    const doc = quoteDocument({ ...BUNDLE, lab: { soil: 0, concrete: 0, asphalt: 99_999 } });
    expect(doc.kind).toBe('contactSales');
    expect(doc.lines.at(-1)?.covers).toMatch(/above the largest tier/);
  });
});

describe('formatQuote', () => {
  const doc = quoteDocument(BUNDLE);

  it('prints Markdown with every line, the discount, the total and the terms', () => {
    const markdown = formatQuote(doc, { format: 'markdown' });
    expect(markdown).toContain('# Quote: TabLogs + TabLabs, Standard plan');
    expect(markdown).toContain(
      '| TabLabs Standard: Concrete | 150 tests per month, priced at the 150 tier | $110 | $1,320 |',
    );
    expect(markdown).toMatch(/\| Bundle discount: 20% off TabLabs \| {2}\| -\$\d+ \| -\$[\d,]+ \|/);
    expect(markdown).toContain('| Total | AUD, excluding GST | $1,013 | $12,156 |');
    expect(markdown).toContain('- Invoices are due within 14 days of the invoice date.');
  });

  it('prints CSV with quoted cells and one row per line, discount and total', () => {
    const rows = formatQuote(doc, { format: 'csv' }).trimEnd().split('\n');
    expect(rows[0]).toBe('Item,Covers,Per month,Per year');
    expect(rows).toHaveLength(1 + doc.lines.length + 2);
    expect(rows[2]).toBe(
      '"TabLabs Standard: Soil, Rock and Aggregate","300 tests per month, priced at the 300 tier",$180,"$2,160"',
    );
  });

  it('prints text and JSON, and refuses an unknown format', () => {
    expect(formatQuote(doc, { format: 'text' })).toMatch(
      /^Quote: TabLogs \+ TabLabs, Standard plan\n/,
    );
    expect(JSON.parse(formatQuote(doc, { format: 'json' }))).toEqual(doc);
    expect(() => formatQuote(doc, { format: 'pdf' as never })).toThrow(/format must be one of/);
  });
});

describe('lab modules', () => {
  it('are all named in the quote when each has tests', () => {
    const doc = quoteDocument({ ...BUNDLE, lab: { soil: 50, concrete: 50, asphalt: 50 } });
    expect(doc.lines.filter((line) => line.product === 'TabLabs')).toHaveLength(LAB_MODULES.length);
  });
});
