import { roundHalfUpRatio } from '../rounding/roundHalfUpRatio';

/**
 * The Plus price from the already rounded Standard price of the same billing
 * period: `round(standard × 1.4)`, halves up.
 * @param standard - Standard price, whole dollars per month.
 * @returns Plus price, e.g. 625 → 875 and 781 → 1093.
 */
export function plusFromStandard(standard: number): number {
  return roundHalfUpRatio(standard * 7, 5);
}
