import { assert } from '../checks/assert';
import {
  duplicateCountMessage,
  invalidRowFieldMessage,
  invalidStepMessage,
  invalidTableMessage,
  offGridStatedRowMessage,
  unsortedCountsMessage,
} from '../checks/messages';
import { isNonNegativeInteger } from '../checks/predicates';
import { roundToMultipleHalfUp } from '../rounding/roundToMultipleHalfUp';
import {
  LAB_PRICE_COLUMNS,
  type LabPriceColumn,
  type LabStatedRow,
  type LabTier,
} from '../types/tiers';

/**
 * Interpolated prices are rounded to this many dollars.
 * @public
 */
export const INTERPOLATION_ROUNDING = 5;

/**
 * Builds a full lab tier table from the rows a price list states: every step
 * from the first to the last stated count, with unstated rows interpolated
 * linearly between the nearest stated rows below and above, column by column,
 * and rounded to the nearest multiple of 5, halves up. The arithmetic is exact
 * (integers only): `v = v0 + (v1 − v0) × (t − t0) / (t1 − t0)`.
 * @param stated - Stated rows, ascending by `tests`, each on the step grid.
 * @param step - Distance between tiers, e.g. 50.
 * @returns Every tier, each marked `stated` or `interpolated`.
 * @throws RangeError for an unsorted or off-grid stated row or a bad price.
 * @public
 */
export function interpolateLabTiers(
  stated: readonly LabStatedRow[],
  step: number,
): readonly LabTier[] {
  assertStatedRows(stated, step);
  const tiers: LabTier[] = [];
  let upper = 0;
  const first = stated[0] as LabStatedRow;
  const last = stated[stated.length - 1] as LabStatedRow;
  for (let tests = first.tests; tests <= last.tests; tests += step) {
    while ((stated[upper] as LabStatedRow).tests < tests) {
      upper += 1;
    }
    const above = stated[upper] as LabStatedRow;
    if (above.tests === tests) {
      tiers.push({ ...above, source: 'stated' });
    } else {
      tiers.push(interpolateRow(stated[upper - 1] as LabStatedRow, above, tests));
    }
  }
  return tiers;
}

function interpolateRow(below: LabStatedRow, above: LabStatedRow, tests: number): LabTier {
  const span = above.tests - below.tests;
  const offset = tests - below.tests;
  // Numerator of v × span; a weighted sum of two non-negative prices, so >= 0.
  const value = (column: LabPriceColumn): number =>
    roundToMultipleHalfUp(
      below[column] * (span - offset) + above[column] * offset,
      span,
      INTERPOLATION_ROUNDING,
    );
  return {
    tests,
    monthlyStandard: value('monthlyStandard'),
    monthlyPlus: value('monthlyPlus'),
    annualStandard: value('annualStandard'),
    annualPlus: value('annualPlus'),
    source: 'interpolated',
  };
}

function assertStatedRows(stated: readonly LabStatedRow[], step: number): void {
  const table = 'statedRows';
  assert(isNonNegativeInteger(step) && step > 0, () => invalidStepMessage(step));
  assert(Array.isArray(stated) && stated.length > 0, () => invalidTableMessage(table, stated));
  const first = (stated[0] as LabStatedRow).tests;
  stated.forEach((row, index) => {
    for (const field of ['tests', ...LAB_PRICE_COLUMNS] as const) {
      assert(isNonNegativeInteger(row[field]), () =>
        invalidRowFieldMessage(table, index, field, row[field]),
      );
    }
    assert((row.tests - first) % step === 0, () => offGridStatedRowMessage(index, row.tests, step));
    const previous = stated[index - 1];
    if (previous !== undefined) {
      assert(row.tests !== previous.tests, () =>
        duplicateCountMessage(table, 'tests', row.tests, index),
      );
      assert(row.tests > previous.tests, () =>
        unsortedCountsMessage(table, 'tests', index, previous.tests, row.tests),
      );
    }
  });
}
