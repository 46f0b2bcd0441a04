import { roundHalfUpRatio } from './roundHalfUpRatio';

/**
 * Rounds `numerator / denominator` to the nearest multiple of `multiple`,
 * halves up, exactly (integer arithmetic).
 * @param numerator - A non-negative integer.
 * @param denominator - A positive integer.
 * @param multiple - A positive integer, e.g. 5.
 * @returns The rounded value, a multiple of `multiple`.
 */
export function roundToMultipleHalfUp(
  numerator: number,
  denominator: number,
  multiple: number,
): number {
  return roundHalfUpRatio(numerator, denominator * multiple) * multiple;
}
