import type { BundleQuote } from '../types/quotes';
import { bundleDiscount } from './bundleDiscount';

/**
 * Builds a bundle from two prices already known to be whole dollars:
 * `discount = round(0.2 × min)`, `total = logging + lab − discount`.
 * @param logging - TabLogs price.
 * @param lab - TabLabs price.
 * @returns The bundle; ties take the discount off the logging side.
 */
export function composeBundle(logging: number, lab: number): BundleQuote {
  const discount = bundleDiscount(logging, lab);
  return {
    logging,
    lab,
    discountedSide: logging <= lab ? 'logging' : 'lab',
    discount,
    total: logging + lab - discount,
  };
}
