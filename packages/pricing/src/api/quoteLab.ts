import type { LabQuote, LabQuoteInput } from '../core/types/quotes';
import { defaultPricing } from './defaultPricing';

/**
 * Quotes TabLabs per month: each module (soil, concrete, asphalt) at its own
 * tier of tests per month, plan totals the sum of the modules. Above 3000
 * tests in any module the quote is `kind: 'contactSales'`.
 * @param input - `{ soil, concrete, asphalt, billing }`.
 * @returns Totals for Standard and Plus plus the per-module breakdown.
 * @throws RangeError naming the argument, the value and the allowed range
 *   for a negative, NaN, infinite or non-number count, or unknown billing.
 * @public
 */
export function quoteLab(input: LabQuoteInput): LabQuote {
  return defaultPricing.quoteLab(input);
}
