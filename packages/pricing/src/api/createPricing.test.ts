import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LabTier, LoggingTier } from '../core/types/tiers';
import { DEFAULT_LAB_TIERS } from '../data/labTiers';
import { DEFAULT_LOGGING_TIERS } from '../data/loggingTiers';
import { countAround, labTable, loggingTable } from '../testing/arbitraries';
import { checkLabLaws, checkLoggingLaws } from '../testing/pricingLaws';
import { createPricing } from './createPricing';

const logRow = (logs: number, annualStandard: number): LoggingTier => ({
  logs,
  annualStandard,
  source: 'stated',
});

const labRow = (tests: number, price: number): LabTier => ({
  tests,
  monthlyStandard: price + 20,
  monthlyPlus: price + 40,
  annualStandard: price,
  annualPlus: price + 30,
  source: 'stated',
});

describe('createPricing', () => {
  it('uses the shipped tables by default', () => {
    const pricing = createPricing();
    expect(pricing.loggingTiers).toEqual(DEFAULT_LOGGING_TIERS);
    expect(pricing.labTiers).toEqual(DEFAULT_LAB_TIERS);
  });

  it('quotes from replacement tables', () => {
    const pricing = createPricing({
      loggingTiers: [logRow(10, 100), logRow(20, 200)],
      labTiers: [labRow(0, 0), labRow(100, 50)],
    });
    expect(pricing.quoteLogging({ logsPerMonth: 15, billing: 'monthly' })).toMatchObject({
      tier: 20,
      standard: 250,
      plus: 350,
    });
    expect(pricing.quoteLogging({ logsPerMonth: 21, billing: 'monthly' }).kind).toBe(
      'contactSales',
    );
    expect(
      pricing.quoteLab({ soil: 1, concrete: 0, asphalt: 100, billing: 'annual' }),
    ).toMatchObject({ standard: 100, plus: 190 });
  });

  it('copies the tables, so later edits to the input change nothing', () => {
    const rows = [logRow(100, 300)];
    const pricing = createPricing({ loggingTiers: rows });
    (rows[0] as { annualStandard: number }).annualStandard = 1;
    expect(pricing.quoteLogging({ logsPerMonth: 100, billing: 'annual' }).standard).toBe(300);
  });

  describe('rejects a bad table with a clear message', () => {
    it.each([
      [
        'an empty table',
        { loggingTiers: [] },
        'loggingTiers must be a non-empty array of tier rows; got an array.',
      ],
      [
        'a non-array',
        { labTiers: 'x' },
        'labTiers must be a non-empty array of tier rows; got "x".',
      ],
      [
        'a row that is not an object',
        { loggingTiers: [null] },
        'loggingTiers[0] must be a tier row object; got null.',
      ],
      [
        'unsorted tiers',
        { loggingTiers: [logRow(100, 1), logRow(200, 2), logRow(150, 3)] },
        'loggingTiers must be sorted by logs, ascending: row 2 (logs 150) comes after logs 200.',
      ],
      [
        'a duplicate count',
        { loggingTiers: [logRow(100, 1), logRow(100, 2)] },
        'loggingTiers has logs 100 twice (rows 0 and 1).',
      ],
      [
        'a gap',
        { labTiers: [labRow(0, 0), labRow(50, 10), labRow(150, 20)] },
        'labTiers must step evenly by 50 tests with no gaps: row 2 is 100 after the row before.',
      ],
      [
        'a negative price',
        { loggingTiers: [logRow(100, -5)] },
        'loggingTiers[0].annualStandard must be a non-negative integer; got -5.',
      ],
      [
        'a fractional price',
        { labTiers: [{ ...labRow(0, 0), annualPlus: 10.5 }] },
        'labTiers[0].annualPlus must be a non-negative integer; got 10.5.',
      ],
      [
        'a fractional count',
        { loggingTiers: [logRow(100.5, 10)] },
        'loggingTiers[0].logs must be a non-negative integer; got 100.5.',
      ],
      [
        'an unknown source',
        { loggingTiers: [{ logs: 100, annualStandard: 1, source: 'guess' }] },
        'loggingTiers[0].source must be "stated" or "interpolated"; got "guess".',
      ],
      [
        'a falling price',
        { loggingTiers: [logRow(100, 300), logRow(150, 200)] },
        'loggingTiers: annualStandard must not fall as the count rises: row 1 is 200 after 300.',
      ],
      [
        'Plus below Standard',
        { labTiers: [{ ...labRow(0, 100), annualPlus: 50 }] },
        'labTiers[0]: annualPlus must be at least annualStandard.',
      ],
      [
        'monthly below annual',
        { labTiers: [{ ...labRow(0, 100), monthlyStandard: 90 }] },
        'labTiers[0]: monthlyStandard must be at least annualStandard.',
      ],
    ])('%s', (_, tables, message) => {
      expect(() => createPricing(tables as never)).toThrowError(
        new RangeError(`[@tablogs/pricing] ${message}`),
      );
    });
  });

  describe('properties', () => {
    it('random valid TabLogs tables obey the pricing laws', () => {
      fc.assert(
        fc.property(
          loggingTable.chain((rows) => {
            const first = rows[0]?.logs ?? 0;
            const last = rows[rows.length - 1]?.logs ?? 0;
            return fc.tuple(fc.constant(rows), countAround(first, last), countAround(first, last));
          }),
          ([rows, a, b]) => {
            checkLoggingLaws(createPricing({ loggingTiers: rows }), a, b);
          },
        ),
        { numRuns: 200 },
      );
    });

    it('random valid TabLabs tables obey the pricing laws', () => {
      fc.assert(
        fc.property(
          labTable.chain((rows) => {
            const first = rows[0]?.tests ?? 0;
            const last = rows[rows.length - 1]?.tests ?? 0;
            const count = countAround(first, last);
            return fc.tuple(fc.constant(rows), fc.tuple(count, count, count), count);
          }),
          ([rows, counts, extra]) => {
            checkLabLaws(createPricing({ labTiers: rows }), counts, extra);
          },
        ),
        { numRuns: 200 },
      );
    });
  });
});
