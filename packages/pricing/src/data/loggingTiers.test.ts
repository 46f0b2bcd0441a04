import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGGING_TIERS } from './loggingTiers';

// docs/decisions/0011-pricing-rules.md, copied by hand: logs → Standard annual price per month.
const DECISIONS_TABLE: readonly (readonly [number, number])[] = [
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

describe('DEFAULT_LOGGING_TIERS', () => {
  it('has the 19 rows of decision 0011, all stated', () => {
    expect(DEFAULT_LOGGING_TIERS.map((row) => [row.logs, row.annualStandard])).toEqual(
      DECISIONS_TABLE,
    );
    expect(DEFAULT_LOGGING_TIERS.every((row) => row.source === 'stated')).toBe(true);
  });

  it('leaves out the spec series’ extra 1300', () => {
    expect(DEFAULT_LOGGING_TIERS.some((row) => row.annualStandard === 1300)).toBe(false);
  });
});
