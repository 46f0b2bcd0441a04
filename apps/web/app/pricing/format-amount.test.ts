import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatDollars } from './format-amount';

// The browser formatter it replaces; formatCount must print exactly what this prints.
const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

describe('formatAmount', () => {
  it('separates thousands in dollars and counts', () => {
    expect(formatDollars(1093)).toBe('$1,093');
    expect(formatDollars(300)).toBe('$300');
    expect(formatDollars(0)).toBe('$0');
    expect(formatCount(3000)).toBe('3,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('keeps a half hour and rounds to one decimal, halves away from zero', () => {
    expect(formatCount(62.5)).toBe('62.5');
    expect(formatCount(0.15)).toBe('0.2');
    expect(formatCount(999.95)).toBe('1,000');
    expect(formatCount(0.04)).toBe('0');
    expect(formatCount(-1234.56)).toBe('-1,234.6');
  });

  it('prints what Intl.NumberFormat prints, for any number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        expect(formatCount(value)).toBe(intl.format(value));
      }),
      { numRuns: 5000 },
    );
  });

  it('prints what Intl.NumberFormat prints for counts and prices with cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (n, d) => {
          const value = n / d;
          expect(formatCount(value)).toBe(intl.format(value));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
