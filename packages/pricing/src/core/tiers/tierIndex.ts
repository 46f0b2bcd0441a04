/**
 * The counts of an evenly stepped tier table: first tier, last tier, step.
 * @public
 */
export interface TierGrid {
  readonly first: number;
  readonly last: number;
  /** Distance between tiers; 0 for a one-row table. */
  readonly step: number;
}

/**
 * Finds the row of the tier that prices a count: the tier equal to the count,
 * else the next tier up; counts below the first tier use the first tier.
 * Constant time: tables are evenly stepped, so no search is needed.
 * @param count - A validated count (finite, >= 0).
 * @param grid - The table's grid.
 * @returns The row index, or -1 when the count is above the last tier.
 */
export function tierIndex(count: number, grid: TierGrid): number {
  if (count <= grid.first) {
    return 0;
  }
  if (count > grid.last) {
    return -1;
  }
  const index = Math.ceil((count - grid.first) / grid.step);
  // The division can round (a tiny fraction underflows to 0, a huge count
  // loses digits); nudge so the tier is the smallest one >= count.
  if (grid.first + index * grid.step < count) {
    return index + 1;
  }
  if (index > 0 && grid.first + (index - 1) * grid.step >= count) {
    return index - 1;
  }
  return index;
}
