import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceTier } from '../../testing/referenceTier';
import { tierIndex } from './tierIndex';

const grid = { first: 100, last: 1000, step: 50 };

describe('tierIndex', () => {
  it.each([
    [0, 0],
    [100, 0],
    [100.5, 1],
    [120, 1],
    [150, 1],
    [151, 2],
    [1000, 18],
    [1000.01, -1],
  ])('finds the tier row for %d: %i', (count, index) => {
    expect(tierIndex(count, grid)).toBe(index);
  });

  it('puts the smallest positive number above a 0 tier at the next tier', () => {
    expect(tierIndex(Number.MIN_VALUE, { first: 0, last: 3000, step: 50 })).toBe(1);
  });

  it('prices everything up to the only tier of a one-row table', () => {
    const single = { first: 10, last: 10, step: 0 };
    expect([tierIndex(3, single), tierIndex(10, single), tierIndex(11, single)]).toEqual([
      0, 0, -1,
    ]);
  });

  describe('properties', () => {
    it('returns the smallest tier >= the count, as a scan would', () => {
      const counts = Array.from({ length: 19 }, (_, index) => 100 + index * 50);
      fc.assert(
        fc.property(fc.double({ min: 0, max: 1100, noNaN: true }), (count) => {
          const index = tierIndex(count, grid);
          expect(index === -1 ? null : counts[index]).toBe(referenceTier(counts, count));
        }),
      );
    });
  });
});
