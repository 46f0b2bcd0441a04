import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_NOTES, PRICE_REGIONS } from './currencyNotes';
import { formatCount, formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('prints whole dollars with en-AU grouping', () => {
    expect(formatMoney(1093)).toBe('$1,093');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-160)).toBe('-$160');
    expect(formatMoney(1234567)).toBe('$1,234,567');
  });

  it('reads back as the amount for every whole dollar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        expect(Number(formatMoney(amount).replace(/[$,]/g, ''))).toBe(amount);
      }),
    );
  });
});

describe('formatCount', () => {
  it('groups thousands and keeps at most one decimal', () => {
    expect(formatCount(1500)).toBe('1,500');
    expect(formatCount(62.5)).toBe('62.5');
    expect(formatCount(62.54)).toBe('62.5');
    expect(formatCount(0)).toBe('0');
  });
});

// The formatters make Intl's en-AU output without Intl (decision 0063): Node's full ICU is the
// reference they must match, character for character, on every kind of number.
const intlMoney = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const intlCount = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** Amounts as prices come (cents, halves), any double, and the edges ICU treats apart. */
const anyNumber = fc.oneof(
  fc.integer({ min: -10_000_000, max: 10_000_000 }),
  fc.integer({ min: -2_000_000, max: 2_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: -20_000, max: 20_000 }).map((tenths) => tenths / 10 + 0.05),
  fc.double(),
  fc.constantFrom(0, -0, 0.5, -0.5, 0.05, 0.95, 9.95, 99.95, 999.95, 1e21, 1e-7, 5e-324),
);

describe('formatMoney and formatCount print what Intl.NumberFormat en-AU prints', () => {
  it('for every number', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        expect(formatMoney(value)).toBe(intlMoney.format(value));
        expect(formatCount(value)).toBe(intlCount.format(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('for halves, negative zero, carries and the non-finite', () => {
    for (const value of [0.5, 1.5, 2.5, -2.5, -0, -0.4, 999.95, -999.95, 1.45, 0.25, 0.35]) {
      expect(formatMoney(value)).toBe(intlMoney.format(value));
      expect(formatCount(value)).toBe(intlCount.format(value));
    }
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatMoney(value)).toBe(intlMoney.format(value));
      expect(formatCount(value)).toBe(intlCount.format(value));
    }
  });
});

describe('CURRENCY_NOTES', () => {
  it('names AUD and a tax for every region', () => {
    for (const region of PRICE_REGIONS) {
      expect(CURRENCY_NOTES[region]).toMatch(/^AUD\b.*excluding \w+/);
    }
    expect(CURRENCY_NOTES.AU).toBe('AUD, excluding GST');
  });
});
