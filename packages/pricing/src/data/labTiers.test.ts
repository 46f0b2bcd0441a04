import { describe, expect, it } from 'vitest';
import { interpolateLabTiers } from '../core/lab/interpolateLabTiers';
import { DEFAULT_LAB_TIERS } from './labTiers';

// Decision 0011, copied by hand: tests, monthly std, monthly plus, annual std, annual plus.
const STATED: readonly (readonly [number, number, number, number, number])[] = [
  [0, 0, 0, 0, 0],
  [50, 110, 150, 90, 130],
  [100, 110, 150, 90, 130],
  [150, 110, 150, 90, 130],
  [200, 120, 170, 100, 140],
  [250, 150, 210, 120, 170],
  [300, 180, 250, 140, 200],
  [500, 280, 390, 220, 310],
  [1000, 510, 710, 410, 570],
  [1500, 770, 1080, 620, 870],
  [2000, 1030, 1440, 820, 1150],
  [2500, 1290, 1810, 1030, 1440],
  [3000, 1560, 2180, 1250, 1750],
];

const asTuple = (tests: number) => {
  const row = DEFAULT_LAB_TIERS.find((tier) => tier.tests === tests);
  return row && [row.monthlyStandard, row.monthlyPlus, row.annualStandard, row.annualPlus];
};

describe('DEFAULT_LAB_TIERS', () => {
  it('has 61 rows, 0 to 3000 in steps of 50', () => {
    expect(DEFAULT_LAB_TIERS.map((row) => row.tests)).toEqual(
      Array.from({ length: 61 }, (_, index) => index * 50),
    );
  });

  it.each(STATED)('states the decisions row for %i tests', (tests, ...prices) => {
    expect(asTuple(tests)).toEqual(prices);
    expect(DEFAULT_LAB_TIERS.find((row) => row.tests === tests)?.source).toBe('stated');
  });

  it('marks exactly the stated rows as stated', () => {
    const stated = DEFAULT_LAB_TIERS.filter((row) => row.source === 'stated');
    expect(stated.map((row) => row.tests)).toEqual(STATED.map(([tests]) => tests));
    expect(DEFAULT_LAB_TIERS.length - stated.length).toBe(48);
  });

  it.each([
    [350, [205, 285, 160, 230]],
    [600, [325, 455, 260, 360]],
    [2150, [1110, 1550, 885, 1235]],
  ])('interpolates %i tests as decision 0011 works it', (tests, prices) => {
    expect(asTuple(tests)).toEqual(prices);
  });

  it('equals the interpolation rule applied to the decisions rows', () => {
    const stated = STATED.map(
      ([tests, monthlyStandard, monthlyPlus, annualStandard, annualPlus]) => ({
        tests,
        monthlyStandard,
        monthlyPlus,
        annualStandard,
        annualPlus,
      }),
    );
    expect(interpolateLabTiers(stated, 50)).toEqual(DEFAULT_LAB_TIERS);
  });
});
