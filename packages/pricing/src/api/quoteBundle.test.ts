import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundleQuotes } from './bundleQuotes';
import { quoteBundle } from './quoteBundle';
import { quoteLab } from './quoteLab';
import { quoteLogging } from './quoteLogging';

describe('quoteBundle', () => {
  it('takes 20% off the lower-priced side', () => {
    expect(quoteBundle({ logging: 625, lab: 230 })).toEqual({
      logging: 625,
      lab: 230,
      discountedSide: 'lab',
      discount: 46,
      total: 809,
    });
    expect(quoteBundle({ logging: 300, lab: 1560 })).toMatchObject({
      discountedSide: 'logging',
      discount: 60,
      total: 1800,
    });
  });

  it('rounds the discount halves up and handles equal and zero prices', () => {
    expect(quoteBundle({ logging: 1093, lab: 1093 })).toMatchObject({
      discountedSide: 'logging',
      discount: 219, // 218.6
      total: 1967,
    });
    expect(quoteBundle({ logging: 781, lab: 0 })).toMatchObject({ discount: 0, total: 781 });
  });

  it.each([
    ['logging', -1, '-1'],
    ['lab', 12.5, '12.5'],
    ['lab', Number.NaN, 'NaN'],
    ['logging', '625', '"625"'],
  ] as const)('rejects %s = %s', (side, value, shown) => {
    const input = { logging: 100, lab: 100, [side]: value };
    expect(() => quoteBundle(input as never)).toThrowError(
      new RangeError(
        `[@tablogs/pricing] quoteBundle: ${side} must be a non-negative integer of whole dollars (0 or more); got ${shown}.`,
      ),
    );
  });

  describe('properties', () => {
    const price = fc.integer({ min: 0, max: 1_000_000 });

    it('discount === Math.round(0.2 × min) and total === a + b − discount', () => {
      fc.assert(
        fc.property(price, price, (logging, lab) => {
          const bundle = quoteBundle({ logging, lab });
          expect(bundle.discount).toBe(Math.round(0.2 * Math.min(logging, lab)));
          expect(bundle.total).toBe(logging + lab - bundle.discount);
          expect(Number.isSafeInteger(bundle.total) && bundle.total >= 0).toBe(true);
          expect(bundle.total).toBeGreaterThanOrEqual(Math.max(logging, lab));
          expect(bundle[bundle.discountedSide]).toBe(Math.min(logging, lab));
        }),
      );
    });
  });
});

describe('bundleQuotes', () => {
  const logging = quoteLogging({ logsPerMonth: 350, billing: 'annual' });
  const lab = quoteLab({ soil: 300, concrete: 150, asphalt: 0, billing: 'annual' });

  it('bundles the same plan of both quotes', () => {
    expect(bundleQuotes(logging, lab, 'plus')).toEqual({
      plan: 'plus',
      billing: 'annual',
      logging: 875,
      lab: 330,
      discountedSide: 'lab',
      discount: 66,
      total: 1139,
    });
  });

  it('has no bundle price when either side is contact sales', () => {
    const tooMany = quoteLogging({ logsPerMonth: 1200, billing: 'annual' });
    expect(bundleQuotes(tooMany, lab, 'standard')).toBeNull();
    const bigLab = quoteLab({ soil: 4000, concrete: 0, asphalt: 0, billing: 'annual' });
    expect(bundleQuotes(logging, bigLab, 'standard')).toBeNull();
  });

  it('refuses quotes of different billing periods and unknown plans', () => {
    const monthlyLab = quoteLab({ soil: 300, concrete: 150, asphalt: 0, billing: 'monthly' });
    expect(() => bundleQuotes(logging, monthlyLab, 'standard')).toThrowError(
      'bundleQuotes: both quotes must have the same billing; got logging "annual" and lab "monthly".',
    );
    expect(() => bundleQuotes(logging, lab, 'enterprise' as 'plus')).toThrowError(
      'bundleQuotes: plan must be "standard" or "plus"; got "enterprise".',
    );
  });
});
