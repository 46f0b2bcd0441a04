import { assertCount } from '../checks/inputChecks';
import type { TierGrid } from '../tiers/tierIndex';
import { tierIndex } from '../tiers/tierIndex';
import type { TierPrices } from '../tiers/tierPrices';
import type { LabModuleQuote } from '../types/quotes';

/**
 * Prices one lab module at its own tier.
 * @param prices - The price rows of the chosen billing period.
 * @param grid - The table's grid.
 * @param module - Module name, for the error message.
 * @param tests - Tests per month, unchecked.
 * @param allowed - The allowed range, for the error message.
 * @returns The module's quote; contact sales above the last tier.
 * @throws RangeError for a bad count.
 */
export function priceLabModule(
  prices: readonly TierPrices[],
  grid: TierGrid,
  module: string,
  tests: unknown,
  allowed: string,
): LabModuleQuote {
  assertCount('quoteLab', module, tests, allowed);
  const row = prices[tierIndex(tests, grid)];
  if (row === undefined) {
    return { kind: 'contactSales', tests, tier: null, standard: null, plus: null };
  }
  return { kind: 'priced', tests, tier: row.tier, standard: row.standard, plus: row.plus };
}
