import { roundHalfUpRatio } from '../rounding/roundHalfUpRatio';

/**
 * The bundle discount: 20% of the lower of the two prices, rounded halves up,
 * i.e. `Math.round(0.2 × min(a, b))` computed exactly.
 * @param logging - TabLogs price, a non-negative integer.
 * @param lab - TabLabs price, a non-negative integer.
 * @returns The discount in whole dollars.
 */
export function bundleDiscount(logging: number, lab: number): number {
  return roundHalfUpRatio(Math.min(logging, lab), 5);
}
