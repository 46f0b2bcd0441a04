import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGGING_TIERS } from '../data/loggingTiers';
import { checkLoggingLaws } from '../testing/pricingLaws';
import { defaultPricing } from './defaultPricing';
import { quoteLogging } from './quoteLogging';

const RANGE =
  'a finite number >= 0 (logs per month; 100 to 1000 are priced, above 1000 is contact sales)';

describe('quoteLogging', () => {
  describe('stated rows', () => {
    it.each(DEFAULT_LOGGING_TIERS.map((row) => [row.logs, row.annualStandard] as const))(
      '%i logs: annual Standard %i, the rest derived by the rounding rules',
      (logs, annual) => {
        expect(quoteLogging({ logsPerMonth: logs, billing: 'annual' })).toEqual({
          kind: 'priced',
          billing: 'annual',
          logsPerMonth: logs,
          tier: logs,
          standard: annual,
          plus: Math.round(annual * 1.4),
          enterprise: null,
        });
        const monthly = Math.round(annual * 1.25);
        expect(quoteLogging({ logsPerMonth: logs, billing: 'monthly' })).toMatchObject({
          tier: logs,
          standard: monthly,
          plus: Math.round(monthly * 1.4),
        });
      },
    );
  });

  describe('worked examples of decision 0011', () => {
    it('350 logs: annual 625 / 875, monthly 781 / 1093', () => {
      expect(quoteLogging({ logsPerMonth: 350, billing: 'annual' })).toMatchObject({
        standard: 625,
        plus: 875,
      });
      expect(quoteLogging({ logsPerMonth: 350, billing: 'monthly' })).toMatchObject({
        standard: 781,
        plus: 1093,
      });
    });

    it('prices 120 logs at the 150 tier', () => {
      expect(quoteLogging({ logsPerMonth: 120, billing: 'annual' })).toMatchObject({
        tier: 150,
        standard: 420,
        plus: 588,
      });
    });

    it.each([0, 1, 50, 99.5, 100])('prices %d logs at the 100 tier', (logs) => {
      expect(quoteLogging({ logsPerMonth: logs, billing: 'annual' })).toMatchObject({
        kind: 'priced',
        tier: 100,
        standard: 300,
        plus: 420,
      });
    });

    it('prices 1000 logs and sends 1000.5 or 1001 to sales', () => {
      expect(quoteLogging({ logsPerMonth: 1000, billing: 'monthly' })).toMatchObject({
        standard: 1875,
        plus: 2625,
      });
      for (const logs of [1000.5, 1001, 5000]) {
        expect(quoteLogging({ logsPerMonth: logs, billing: 'annual' })).toEqual({
          kind: 'contactSales',
          billing: 'annual',
          logsPerMonth: logs,
          tier: null,
          standard: null,
          plus: null,
          enterprise: null,
        });
      }
    });
  });

  describe('bad input', () => {
    it.each([
      [-1, '-1'],
      [Number.NaN, 'NaN'],
      [Number.POSITIVE_INFINITY, 'Infinity'],
      ['350', '"350"'],
      [undefined, 'undefined'],
    ])('rejects logsPerMonth %s with a RangeError naming it and the range', (value, shown) => {
      expect(() => quoteLogging({ logsPerMonth: value as number, billing: 'annual' })).toThrowError(
        new RangeError(
          `[@tablogs/pricing] quoteLogging: logsPerMonth must be ${RANGE}; got ${shown}.`,
        ),
      );
    });

    it('rejects an unknown billing period and a missing options object', () => {
      expect(() =>
        quoteLogging({ logsPerMonth: 100, billing: 'weekly' as 'annual' }),
      ).toThrowErrorMatchingInlineSnapshot(
        `[RangeError: [@tablogs/pricing] quoteLogging: billing must be "annual" or "monthly"; got "weekly".]`,
      );
      expect(() => quoteLogging(undefined as never)).toThrowErrorMatchingInlineSnapshot(
        `[RangeError: [@tablogs/pricing] quoteLogging: expects an options object; got undefined.]`,
      );
    });
  });

  describe('properties', () => {
    const count = fc.oneof(
      fc.integer({ min: 0, max: 1200 }),
      fc.double({ min: 0, max: 1200, noNaN: true }),
    );

    it('obeys the pricing laws over the shipped table', () => {
      fc.assert(
        fc.property(count, count, (a, b) => {
          checkLoggingLaws(defaultPricing, a, b);
        }),
        { numRuns: 300 },
      );
    });

    it('prices an off-step count at the next tier up, which is within one step', () => {
      fc.assert(
        fc.property(fc.integer({ min: 101, max: 1000 }), (logs) => {
          const quote = quoteLogging({ logsPerMonth: logs, billing: 'annual' });
          expect(quote.tier).not.toBeNull();
          expect(quote.tier).toBeGreaterThanOrEqual(logs);
          expect((quote.tier ?? 0) - logs).toBeLessThan(50);
          expect((quote.tier ?? 0) % 50).toBe(0);
        }),
      );
    });
  });
});
