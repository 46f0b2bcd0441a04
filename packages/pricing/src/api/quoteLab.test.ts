import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LAB_TIERS } from '../data/labTiers';
import { checkLabLaws } from '../testing/pricingLaws';
import { defaultPricing } from './defaultPricing';
import { quoteLab } from './quoteLab';

const RANGE =
  'a finite number >= 0 (tests per month; 0 to 3000 are priced, above 3000 is contact sales)';

describe('quoteLab', () => {
  describe('stated rows, one module at a time', () => {
    const stated = DEFAULT_LAB_TIERS.filter((row) => row.source === 'stated');
    it.each(stated.map((row) => [row.tests, row] as const))('%i tests', (tests, row) => {
      for (const module of ['soil', 'concrete', 'asphalt'] as const) {
        const counts = { soil: 0, concrete: 0, asphalt: 0, [module]: tests };
        expect(quoteLab({ ...counts, billing: 'monthly' })).toMatchObject({
          kind: 'priced',
          standard: row.monthlyStandard,
          plus: row.monthlyPlus,
          enterprise: null,
        });
        expect(quoteLab({ ...counts, billing: 'annual' })).toMatchObject({
          standard: row.annualStandard,
          plus: row.annualPlus,
        });
      }
    });
  });

  it('prices each module at its own tier and sums them', () => {
    expect(quoteLab({ soil: 300, concrete: 150, asphalt: 0, billing: 'annual' })).toEqual({
      kind: 'priced',
      billing: 'annual',
      modules: {
        soil: { kind: 'priced', tests: 300, tier: 300, standard: 140, plus: 200 },
        concrete: { kind: 'priced', tests: 150, tier: 150, standard: 90, plus: 130 },
        asphalt: { kind: 'priced', tests: 0, tier: 0, standard: 0, plus: 0 },
      },
      standard: 230,
      plus: 330,
      enterprise: null,
    });
  });

  it('uses the worked interpolation examples (350, 600, 2150)', () => {
    expect(quoteLab({ soil: 350, concrete: 600, asphalt: 2150, billing: 'monthly' })).toMatchObject(
      { standard: 205 + 325 + 1110, plus: 285 + 455 + 1550 },
    );
    expect(quoteLab({ soil: 350, concrete: 600, asphalt: 2150, billing: 'annual' })).toMatchObject({
      standard: 160 + 260 + 885,
      plus: 230 + 360 + 1235,
    });
  });

  it('prices off-step counts at the next tier up (1 → 50, 301 → 350)', () => {
    const quote = quoteLab({ soil: 1, concrete: 301, asphalt: 2999.5, billing: 'monthly' });
    expect(quote.modules.soil.tier).toBe(50);
    expect(quote.modules.concrete.tier).toBe(350);
    expect(quote.modules.asphalt.tier).toBe(3000);
  });

  it('sends more than 3000 tests in any module to sales, keeping the other modules', () => {
    expect(quoteLab({ soil: 100, concrete: 3001, asphalt: 0, billing: 'annual' })).toEqual({
      kind: 'contactSales',
      billing: 'annual',
      modules: {
        soil: { kind: 'priced', tests: 100, tier: 100, standard: 90, plus: 130 },
        concrete: { kind: 'contactSales', tests: 3001, tier: null, standard: null, plus: null },
        asphalt: { kind: 'priced', tests: 0, tier: 0, standard: 0, plus: 0 },
      },
      standard: null,
      plus: null,
      enterprise: null,
    });
  });

  describe('bad input', () => {
    it.each([
      ['soil', -50, '-50'],
      ['concrete', Number.NaN, 'NaN'],
      ['asphalt', Number.NEGATIVE_INFINITY, '-Infinity'],
      ['soil', null, 'null'],
      ['asphalt', undefined, 'undefined'],
    ] as const)('rejects %s = %s, naming the module and range', (module, value, shown) => {
      const input = { soil: 0, concrete: 0, asphalt: 0, billing: 'annual', [module]: value };
      expect(() => quoteLab(input as never)).toThrowError(
        new RangeError(`[@tablogs/pricing] quoteLab: ${module} must be ${RANGE}; got ${shown}.`),
      );
    });

    it('rejects an unknown billing period', () => {
      expect(() =>
        quoteLab({ soil: 0, concrete: 0, asphalt: 0, billing: 'yearly' as 'annual' }),
      ).toThrowError('quoteLab: billing must be "annual" or "monthly"; got "yearly".');
    });
  });

  describe('properties', () => {
    const count = fc.oneof(
      fc.integer({ min: 0, max: 3200 }),
      fc.double({ min: 0, max: 3200, noNaN: true }),
    );

    it('obeys the pricing laws over the shipped table', () => {
      fc.assert(
        fc.property(
          fc.tuple(count, count, count),
          fc.integer({ min: 0, max: 500 }),
          (counts, extra) => {
            checkLabLaws(defaultPricing, counts, extra);
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});
