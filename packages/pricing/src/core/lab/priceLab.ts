import { assertBilling, assertOptions } from '../checks/inputChecks';
import type { PriceBook } from '../tiers/tierPrices';
import type { LabQuote } from '../types/quotes';
import { priceLabModule } from './priceLabModule';

const SOURCE = 'quoteLab';

/**
 * Prices TabLabs: each module at its own tier; plan totals are the sums of
 * the module prices. One module above the last tier makes it contact sales.
 * @param book - From `buildLabPriceBook`.
 * @param options - `{ soil, concrete, asphalt, billing }`, unchecked.
 * @returns A priced quote with its per-module breakdown, or contact sales.
 * @throws RangeError for a bad count or billing.
 */
export function priceLab(book: PriceBook, options: unknown): LabQuote {
  assertOptions(SOURCE, options);
  const { billing } = options;
  assertBilling(SOURCE, billing);
  const prices = book.prices[billing];
  const soil = priceLabModule(prices, book.grid, 'soil', options.soil, book.allowed);
  const concrete = priceLabModule(prices, book.grid, 'concrete', options.concrete, book.allowed);
  const asphalt = priceLabModule(prices, book.grid, 'asphalt', options.asphalt, book.allowed);
  if (soil.kind === 'priced' && concrete.kind === 'priced' && asphalt.kind === 'priced') {
    return {
      kind: 'priced',
      billing,
      modules: { soil, concrete, asphalt },
      standard: soil.standard + concrete.standard + asphalt.standard,
      plus: soil.plus + concrete.plus + asphalt.plus,
      enterprise: null,
    };
  }
  return {
    kind: 'contactSales',
    billing,
    modules: { soil, concrete, asphalt },
    standard: null,
    plus: null,
    enterprise: null,
  };
}
