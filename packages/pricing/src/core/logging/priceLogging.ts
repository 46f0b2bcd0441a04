import { assertBilling, assertCount, assertOptions } from '../checks/inputChecks';
import { tierIndex } from '../tiers/tierIndex';
import type { PriceBook } from '../tiers/tierPrices';
import type { LoggingQuote } from '../types/quotes';

const SOURCE = 'quoteLogging';

/**
 * Prices TabLogs for a number of logs per month from a price book.
 * @param book - From `buildLoggingPriceBook`.
 * @param options - `{ logsPerMonth, billing }`, unchecked.
 * @returns A priced quote, or contact sales above the last tier.
 * @throws RangeError for a bad count or billing.
 */
export function priceLogging(book: PriceBook, options: unknown): LoggingQuote {
  assertOptions(SOURCE, options);
  const { logsPerMonth, billing } = options;
  assertCount(SOURCE, 'logsPerMonth', logsPerMonth, book.allowed);
  assertBilling(SOURCE, billing);
  const prices = book.prices[billing][tierIndex(logsPerMonth, book.grid)];
  if (prices === undefined) {
    return {
      kind: 'contactSales',
      billing,
      logsPerMonth,
      tier: null,
      standard: null,
      plus: null,
      enterprise: null,
    };
  }
  return {
    kind: 'priced',
    billing,
    logsPerMonth,
    tier: prices.tier,
    standard: prices.standard,
    plus: prices.plus,
    enterprise: null,
  };
}
