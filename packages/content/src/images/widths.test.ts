import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, MAX_IMAGE_WIDTH, toSrcSet, variantWidths } from './widths';

describe('variantWidths', () => {
  it('offers the ladder below the image, then the image width', () => {
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it('caps the largest width at MAX_IMAGE_WIDTH', () => {
    expect(variantWidths(6000)).toEqual([...IMAGE_WIDTHS]);
    expect(variantWidths(6000).at(-1)).toBe(MAX_IMAGE_WIDTH);
  });

  it('offers nothing for an image without a usable width', () => {
    expect(variantWidths(0)).toEqual([]);
    expect(variantWidths(Number.NaN)).toEqual([]);
  });

  it('is ascending, unique, never wider than the image or the cap, and ends at the capped width', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.integer({ min: -50, max: 5000 }), { maxLength: 12 }),
        (intrinsic, ladder) => {
          const widths = variantWidths(intrinsic, ladder);
          const largest = Math.min(intrinsic, MAX_IMAGE_WIDTH);
          expect(widths.at(-1)).toBe(largest);
          for (const [index, width] of widths.entries()) {
            expect(Number.isInteger(width) && width > 0 && width <= largest).toBe(true);
            if (index > 0) expect(width).toBeGreaterThan(widths[index - 1] ?? 0);
          }
        },
      ),
    );
  });
});

describe('toSrcSet', () => {
  it('pairs each URL with its width descriptor', () => {
    expect(toSrcSet([320, 640], (width) => `/a.${width}.png`)).toBe(
      '/a.320.png 320w, /a.640.png 640w',
    );
  });
});
