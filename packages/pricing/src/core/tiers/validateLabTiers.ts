import { assert } from '../checks/assert';
import { monthlyBelowAnnualMessage, plusBelowStandardMessage } from '../checks/messages';
import { LAB_PRICE_COLUMNS, type LabTier } from '../types/tiers';
import type { TierGrid } from './tierIndex';
import { validatePriceColumn } from './validatePriceColumn';
import { validateTierCounts } from './validateTierCounts';

/**
 * A validated TabLabs table: a private copy of its rows plus their grid.
 */
export interface ValidLabTiers {
  readonly rows: readonly LabTier[];
  readonly grid: TierGrid;
}

/**
 * Validates a TabLabs tier table (see `createPricing`): counts as for any
 * tier table, each price column a non-decreasing column of whole dollars,
 * Plus at least Standard and monthly at least annual in every row.
 * @param rows - The table as passed in.
 * @returns A copy of the rows and the grid.
 * @throws RangeError naming the first problem found.
 */
export function validateLabTiers(rows: unknown): ValidLabTiers {
  const table = 'labTiers';
  const grid = validateTierCounts(table, rows, 'tests');
  const checked = rows as readonly LabTier[];
  for (const column of LAB_PRICE_COLUMNS) {
    validatePriceColumn(table, checked, column);
  }
  checked.forEach((row, index) => {
    assert(row.monthlyPlus >= row.monthlyStandard, () =>
      plusBelowStandardMessage(table, index, 'monthly'),
    );
    assert(row.annualPlus >= row.annualStandard, () =>
      plusBelowStandardMessage(table, index, 'annual'),
    );
    assert(row.monthlyStandard >= row.annualStandard, () =>
      monthlyBelowAnnualMessage(table, index, 'Standard'),
    );
    assert(row.monthlyPlus >= row.annualPlus, () =>
      monthlyBelowAnnualMessage(table, index, 'Plus'),
    );
  });
  return {
    rows: checked.map((row) => ({
      tests: row.tests,
      monthlyStandard: row.monthlyStandard,
      monthlyPlus: row.monthlyPlus,
      annualStandard: row.annualStandard,
      annualPlus: row.annualPlus,
      source: row.source,
    })),
    grid,
  };
}
