import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LabStatedRow } from '../types/tiers';
import { interpolateLabTiers } from './interpolateLabTiers';

const row = (tests: number, price: number): LabStatedRow => ({
  tests,
  monthlyStandard: price,
  monthlyPlus: price,
  annualStandard: price,
  annualPlus: price,
});

// The rule in exact rational arithmetic with BigInt, as an independent reference.
const reference = (v0: number, v1: number, t0: number, t1: number, t: number): number => {
  const numerator = BigInt(v0) * BigInt(t1 - t0) + BigInt(v1 - v0) * BigInt(t - t0);
  const denominator = BigInt(t1 - t0) * 5n;
  const quotient = (2n * numerator + denominator) / (2n * denominator);
  return Number(quotient * 5n);
};

describe('interpolateLabTiers', () => {
  it('keeps stated rows and fills each step in between', () => {
    const tiers = interpolateLabTiers([row(0, 0), row(100, 100)], 25);
    expect(tiers.map((tier) => [tier.tests, tier.annualStandard, tier.source])).toEqual([
      [0, 0, 'stated'],
      [25, 25, 'interpolated'],
      [50, 50, 'interpolated'],
      [75, 75, 'interpolated'],
      [100, 100, 'stated'],
    ]);
  });

  it('rounds halves up to the next multiple of 5', () => {
    const [, half] = interpolateLabTiers([row(0, 0), row(2, 5)], 1);
    expect(half?.annualStandard).toBe(5); // 2.5 → 5
    const [, below] = interpolateLabTiers([row(0, 0), row(5, 12)], 1);
    expect(below?.annualStandard).toBe(0); // 2.4 → 0
  });

  it('rejects an off-grid stated row, a bad step and an unsorted list', () => {
    expect(() => interpolateLabTiers([row(0, 0), row(70, 10)], 50)).toThrowError(
      '[@tablogs/pricing] interpolateLabTiers: stated row 1 (tests 70) is not a multiple of the step 50 from the first row.',
    );
    expect(() => interpolateLabTiers([row(0, 0)], 0)).toThrowError(RangeError);
    expect(() => interpolateLabTiers([row(100, 0), row(0, 0)], 50)).toThrowError(
      /must be sorted by tests/,
    );
    expect(() => interpolateLabTiers([], 50)).toThrowError(/non-empty array/);
  });

  describe('properties', () => {
    it('equals exact rational interpolation rounded to 5, halves up', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 5000 }),
          fc.integer({ min: 0, max: 5000 }),
          fc.integer({ min: 1, max: 40 }),
          fc.integer({ min: 1, max: 60 }),
          (v0, v1, stepsBetween, step) => {
            const t1 = stepsBetween * step;
            const tiers = interpolateLabTiers([row(0, v0), row(t1, v1)], step);
            expect(tiers).toHaveLength(stepsBetween + 1);
            for (const tier of tiers) {
              const stated = tier.tests === 0 || tier.tests === t1;
              expect(tier.source).toBe(stated ? 'stated' : 'interpolated');
              const expected =
                tier.tests === 0
                  ? v0
                  : tier.tests === t1
                    ? v1
                    : reference(v0, v1, 0, t1, tier.tests);
              expect(tier.monthlyPlus).toBe(expected);
            }
          },
        ),
      );
    });
  });
});
