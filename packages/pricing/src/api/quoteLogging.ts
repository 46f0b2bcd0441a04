import type { LoggingQuote, LoggingQuoteInput } from '../core/types/quotes';
import { defaultPricing } from './defaultPricing';

/**
 * Quotes TabLogs per month for a number of logs per month. A count between
 * tiers is priced at the next tier up, below 100 at the 100 tier; above 1000
 * the quote is `kind: 'contactSales'` with `standard` and `plus` null.
 * @param input - `{ logsPerMonth, billing }`.
 * @returns E.g. `{ kind: 'priced', tier: 350, standard: 625, plus: 875, enterprise: null, … }`.
 * @throws RangeError naming the argument, the value and the allowed range
 *   when `logsPerMonth` is negative, NaN, infinite or not a number, or
 *   `billing` is unknown.
 * @public
 */
export function quoteLogging(input: LoggingQuoteInput): LoggingQuote {
  return defaultPricing.quoteLogging(input);
}
