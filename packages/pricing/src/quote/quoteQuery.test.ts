import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteQueryParams, readQuoteQuery } from '../api/quote/quoteQuery';
import { PRICED_PLANS } from '../core/types/plans';
import { PRICE_REGIONS } from '../money/currencyNotes';

const read = (query: string) => readQuoteQuery(new URLSearchParams(query));

describe('readQuoteQuery', () => {
  it('reads the bundle query of the issue', () => {
    expect(read('logs=350&soil=300&concrete=150&asphalt=0&billing=monthly&plan=standard')).toEqual({
      ok: true,
      input: {
        logsPerMonth: 350,
        lab: { soil: 300, concrete: 150, asphalt: 0 },
        billing: 'monthly',
        plan: 'standard',
        region: 'AU',
      },
    });
  });

  it('names every bad value instead of replacing it', () => {
    const answer = read('logs=abc&soil=-5&billing=weekly&plan=enterprise&region=NZ');
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.problems).toHaveLength(5);
    expect(read('')).toEqual({
      ok: false,
      problems: ['Choose logs per month or lab tests to quote.'],
    });
    expect(read('soil=0&concrete=0').ok).toBe(false);
    expect(read('logs=2.5e2').ok).toBe(false);
    expect(read('logs=12345678').ok).toBe(false);
  });

  it('reads back what quoteQueryParams writes', () => {
    const count = fc.integer({ min: 0, max: 9_999_999 });
    fc.assert(
      fc.property(
        fc.option(count, { nil: undefined }),
        fc.record({ soil: count, concrete: count, asphalt: fc.integer({ min: 1, max: 3000 }) }),
        fc.constantFrom('annual' as const, 'monthly' as const),
        fc.constantFrom(...PRICED_PLANS),
        fc.constantFrom(...PRICE_REGIONS),
        (logsPerMonth, lab, billing, plan, region) => {
          const input = {
            ...(logsPerMonth === undefined ? {} : { logsPerMonth }),
            lab,
            billing,
            plan,
            region,
          };
          expect(readQuoteQuery(new URLSearchParams(quoteQueryParams(input)))).toEqual({
            ok: true,
            input,
          });
        },
      ),
    );
  });
});
