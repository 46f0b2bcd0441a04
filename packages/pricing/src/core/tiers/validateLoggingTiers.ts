import type { LoggingTier } from '../types/tiers';
import type { TierGrid } from './tierIndex';
import { validatePriceColumn } from './validatePriceColumn';
import { validateTierCounts } from './validateTierCounts';

/**
 * A validated TabLogs table: a private copy of its rows plus their grid.
 */
export interface ValidLoggingTiers {
  readonly rows: readonly LoggingTier[];
  readonly grid: TierGrid;
}

/**
 * Validates a TabLogs tier table (see `createPricing`).
 * @param rows - The table as passed in.
 * @returns A copy of the rows and the grid.
 * @throws RangeError for a malformed, unsorted, gapped or duplicated table, or a bad price.
 */
export function validateLoggingTiers(rows: unknown): ValidLoggingTiers {
  const grid = validateTierCounts('loggingTiers', rows, 'logs');
  const checked = rows as readonly LoggingTier[];
  validatePriceColumn('loggingTiers', checked, 'annualStandard');
  return {
    rows: checked.map(({ logs, annualStandard, source }) => ({ logs, annualStandard, source })),
    grid,
  };
}
