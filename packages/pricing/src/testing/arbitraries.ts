import fc from 'fast-check';
import type { LabTier, LoggingTier } from '../core/types/tiers';

// Random *valid* tier tables for property tests of createPricing: counts
// evenly stepped, prices whole dollars, every column non-decreasing, Plus at
// least Standard and monthly at least annual.

const increments = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 200 }), { minLength: length, maxLength: length });

const cumulative = (start: number, steps: readonly number[]): number[] => {
  let total = start;
  return steps.map((step) => {
    total += step;
    return total;
  });
};

const grid = fc.record({
  first: fc.integer({ min: 0, max: 500 }),
  step: fc.integer({ min: 1, max: 100 }),
  length: fc.integer({ min: 1, max: 25 }),
});

/** A valid TabLogs table. */
export const loggingTable: fc.Arbitrary<readonly LoggingTier[]> = grid.chain(
  ({ first, step, length }) =>
    fc.tuple(fc.integer({ min: 0, max: 2000 }), increments(length)).map(([start, steps]) =>
      cumulative(start, steps).map((annualStandard, index) => ({
        logs: first + index * step,
        annualStandard,
        source: 'stated' as const,
      })),
    ),
);

/** A valid TabLabs table. */
export const labTable: fc.Arbitrary<readonly LabTier[]> = grid.chain(({ first, step, length }) =>
  fc
    .tuple(increments(length), increments(length), increments(length), increments(length))
    .map(([base, plusExtra, monthlyExtra, monthlyPlusExtra]) => {
      const annualStandard = cumulative(0, base);
      const plusGap = cumulative(0, plusExtra);
      const monthlyGap = cumulative(0, monthlyExtra);
      const monthlyPlusGap = cumulative(0, monthlyPlusExtra);
      return annualStandard.map((standard, index) => {
        const annualPlus = standard + (plusGap[index] ?? 0);
        const monthlyStandard = standard + (monthlyGap[index] ?? 0);
        return {
          tests: first + index * step,
          monthlyStandard,
          monthlyPlus: Math.max(monthlyStandard, annualPlus) + (monthlyPlusGap[index] ?? 0),
          annualStandard: standard,
          annualPlus,
          source: index % 2 === 0 ? ('stated' as const) : ('interpolated' as const),
        };
      });
    }),
);

/**
 * A count around a table: mostly on or between tiers, sometimes beyond the
 * last tier or a fraction.
 * @param first - First tier.
 * @param last - Last tier.
 * @returns Counts from 0 to a little above `last`.
 */
export function countAround(first: number, last: number): fc.Arbitrary<number> {
  const top = last + Math.max(10, Math.ceil((last - first) / 4));
  return fc.oneof(
    fc.integer({ min: 0, max: top }),
    fc.double({ min: 0, max: top, noNaN: true, noDefaultInfinity: true }),
  );
}
