import { priceBundle } from '../core/bundle/priceBundle';
import type { BundleInput, BundleQuote } from '../core/types/quotes';

/**
 * Prices a TabLogs + TabLabs bundle from two plan prices of the same billing
 * period: `discount = round(0.2 × min(logging, lab))`,
 * `total = logging + lab − discount`.
 * @param input - `{ logging, lab }`, non-negative whole dollars.
 * @returns `{ logging, lab, discountedSide, discount, total }`.
 * @throws RangeError when a price is not a non-negative integer.
 * @public
 */
export function quoteBundle(input: BundleInput): BundleQuote {
  return priceBundle(input);
}
