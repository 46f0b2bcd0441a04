import { assert } from '../checks/assert';
import { invalidBundlePriceMessage, invalidOptionsMessage } from '../checks/messages';
import { isNonNegativeInteger, isRecord } from '../checks/predicates';
import type { BundleQuote } from '../types/quotes';
import { composeBundle } from './composeBundle';

/**
 * Prices a TabLogs + TabLabs bundle: 20% off the lower-priced side.
 * @param options - `{ logging, lab }`, unchecked: two prices, same billing period.
 * @returns Both prices, the discount, which side it came off, and the total.
 * @throws RangeError when a price is not a non-negative integer.
 */
export function priceBundle(options: unknown): BundleQuote {
  assert(isRecord(options), () => invalidOptionsMessage('quoteBundle', options));
  const { logging, lab } = options;
  assert(isNonNegativeInteger(logging), () => invalidBundlePriceMessage('logging', logging));
  assert(isNonNegativeInteger(lab), () => invalidBundlePriceMessage('lab', lab));
  return composeBundle(logging, lab);
}
