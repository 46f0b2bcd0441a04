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

describe('CURRENCY_NOTES', () => {
  it('names AUD and a tax for every region', () => {
    for (const region of PRICE_REGIONS) {
      expect(CURRENCY_NOTES[region]).toMatch(/^AUD\b.*excluding \w+/);
    }
    expect(CURRENCY_NOTES.AU).toBe('AUD, excluding GST');
  });
});
