import { roundHalfUpRatio } from '../rounding/roundHalfUpRatio';

/**
 * The monthly-billing price of a plan from its annual-billing price:
 * `round(annual × 1.25)`, halves up.
 * @param annual - Annual-billing price, whole dollars per month.
 * @returns Monthly-billing price, e.g. 625 → 781.
 */
export function monthlyFromAnnual(annual: number): number {
  return roundHalfUpRatio(annual * 5, 4);
}
