/**
 * Rounds `numerator / denominator` to the nearest integer, halves up, using
 * only integer arithmetic so there is no floating-point drift.
 * For non-negative inputs this equals `Math.round(numerator / denominator)`.
 * @param numerator - A non-negative integer.
 * @param denominator - A positive integer.
 * @returns The rounded quotient.
 */
export function roundHalfUpRatio(numerator: number, denominator: number): number {
  // floor((2n + d) / 2d) = floor(n/d + 1/2); both operands are exact integers.
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
