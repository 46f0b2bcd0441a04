import { expect } from 'vitest';
import type { Pricing } from '../api/createPricing';
import { LAB_MODULES } from '../core/types/labModules';
import { referenceTier } from './referenceTier';

// The laws every pricing table must obey, shared by the tests of the shipped
// tables and of random replacement tables.

const expectAmount = (amount: number): void => {
  expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
};

/**
 * Checks TabLogs quotes for two counts: priced at the right tier, whole
 * non-negative dollars, Plus >= Standard, monthly >= annual, and prices that
 * never fall as the count rises.
 * @param pricing - The API under test.
 * @param a - A count.
 * @param b - Another count.
 */
export function checkLoggingLaws(pricing: Pricing, a: number, b: number): void {
  const [low, high] = a <= b ? [a, b] : [b, a];
  const counts = pricing.loggingTiers.map((row) => row.logs);
  for (const billing of ['annual', 'monthly'] as const) {
    const lowQuote = pricing.quoteLogging({ logsPerMonth: low, billing });
    const highQuote = pricing.quoteLogging({ logsPerMonth: high, billing });
    for (const quote of [lowQuote, highQuote]) {
      expect(quote.tier).toBe(referenceTier(counts, quote.logsPerMonth));
      expect(quote.enterprise).toBeNull();
      if (quote.kind === 'priced') {
        expectAmount(quote.standard);
        expectAmount(quote.plus);
        expect(quote.plus).toBeGreaterThanOrEqual(quote.standard);
      } else {
        expect([quote.standard, quote.plus]).toEqual([null, null]);
      }
    }
    if (lowQuote.kind === 'priced' && highQuote.kind === 'priced') {
      expect(highQuote.standard).toBeGreaterThanOrEqual(lowQuote.standard);
      expect(highQuote.plus).toBeGreaterThanOrEqual(lowQuote.plus);
    }
  }
  const annual = pricing.quoteLogging({ logsPerMonth: a, billing: 'annual' });
  const monthly = pricing.quoteLogging({ logsPerMonth: a, billing: 'monthly' });
  if (annual.kind === 'priced' && monthly.kind === 'priced') {
    expect(monthly.standard).toBeGreaterThanOrEqual(annual.standard);
    expect(monthly.plus).toBeGreaterThanOrEqual(annual.plus);
  }
}

/**
 * Checks TabLabs quotes: each module at its own tier, module prices summing to
 * the plan totals, whole non-negative dollars, Plus >= Standard, monthly >=
 * annual, and totals that never fall when one module's count rises.
 * @param pricing - The API under test.
 * @param counts - Tests per month for soil, concrete and asphalt.
 * @param extra - Added to the soil count for the monotonicity check.
 */
export function checkLabLaws(
  pricing: Pricing,
  counts: readonly [number, number, number],
  extra: number,
): void {
  const [soil, concrete, asphalt] = counts;
  const tiers = pricing.labTiers.map((row) => row.tests);
  const quotes = {
    annual: pricing.quoteLab({ soil, concrete, asphalt, billing: 'annual' }),
    monthly: pricing.quoteLab({ soil, concrete, asphalt, billing: 'monthly' }),
  };
  for (const quote of Object.values(quotes)) {
    expect(quote.enterprise).toBeNull();
    for (const module of LAB_MODULES) {
      const line = quote.modules[module];
      expect(line.tier).toBe(referenceTier(tiers, line.tests));
    }
    const lines = LAB_MODULES.map((module) => quote.modules[module]);
    expect(quote.kind).toBe(
      lines.every((line) => line.kind === 'priced') ? 'priced' : 'contactSales',
    );
    if (quote.kind === 'priced') {
      const modules = LAB_MODULES.map((module) => quote.modules[module]);
      expect(quote.standard).toBe(modules.reduce((sum, line) => sum + line.standard, 0));
      expect(quote.plus).toBe(modules.reduce((sum, line) => sum + line.plus, 0));
      for (const line of modules) {
        expectAmount(line.standard);
        expectAmount(line.plus);
        expect(line.plus).toBeGreaterThanOrEqual(line.standard);
      }
      const more = pricing.quoteLab({
        soil: soil + extra,
        concrete,
        asphalt,
        billing: quote.billing,
      });
      if (more.kind === 'priced') {
        expect(more.standard).toBeGreaterThanOrEqual(quote.standard);
        expect(more.plus).toBeGreaterThanOrEqual(quote.plus);
      }
    } else {
      expect([quote.standard, quote.plus]).toEqual([null, null]);
    }
  }
  if (quotes.annual.kind === 'priced' && quotes.monthly.kind === 'priced') {
    expect(quotes.monthly.standard).toBeGreaterThanOrEqual(quotes.annual.standard);
    expect(quotes.monthly.plus).toBeGreaterThanOrEqual(quotes.annual.plus);
  }
}
