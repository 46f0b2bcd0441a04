import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hoursSaved } from './hoursSaved';

describe('hoursSaved', () => {
  it.each([
    [50, 25],
    [100, 50],
    [350, 175],
    [125, 62.5],
    [0, 0],
  ])('saves 30 minutes per log: %i logs → %d hours', (logs, hours) => {
    expect(hoursSaved(logs)).toBe(hours);
  });

  it('rejects a negative count, naming the argument and range', () => {
    expect(() => hoursSaved(-10)).toThrowErrorMatchingInlineSnapshot(
      `[RangeError: [@tablogs/pricing] hoursSaved: logs must be a finite number >= 0 (logs per month); got -10.]`,
    );
  });

  describe('properties', () => {
    it('is logs × 30 / 60', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 100_000 }), (logs) => {
          expect(hoursSaved(logs)).toBe((logs * 30) / 60);
        }),
      );
    });
  });
});
