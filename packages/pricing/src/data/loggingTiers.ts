import type { LoggingTier } from '../core/types/tiers';

// Decision 0011: every row is stated. The spec's series carried an extra 1300;
// the values stated at 900, 950 and 1000 win, so 1300 is not in the table.

/** Columns: logs per month, Standard annual price per month. */
type LoggingTierTuple = readonly [number, number];

const LOGGING_TIER_TUPLES: readonly LoggingTierTuple[] = [
  [100, 300],
  [150, 420],
  [200, 460],
  [250, 500],
  [300, 560],
  [350, 625],
  [400, 700],
  [450, 760],
  [500, 800],
  [550, 860],
  [600, 920],
  [650, 970],
  [700, 1050],
  [750, 1100],
  [800, 1170],
  [850, 1240],
  [900, 1320],
  [950, 1400],
  [1000, 1500],
];

/**
 * The shipped TabLogs tier table: 100 to 1000 logs per month in steps of 50
 * (19 rows), Standard plan on annual billing, whole dollars per month.
 * @public
 */
export const DEFAULT_LOGGING_TIERS: readonly LoggingTier[] = LOGGING_TIER_TUPLES.map(
  ([logs, annualStandard]) => ({ logs, annualStandard, source: 'stated' }),
);
