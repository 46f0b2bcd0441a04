import { allowedCountRange } from '../checks/messages';
import type { PriceBook } from '../tiers/tierPrices';
import type { ValidLabTiers } from '../tiers/validateLabTiers';

/**
 * Rearranges a validated TabLabs table into per-billing price rows, built once
 * so pricing a module is an index lookup.
 * @param tiers - A validated TabLabs table.
 * @returns The price book `quoteLab` reads from.
 */
export function buildLabPriceBook({ rows, grid }: ValidLabTiers): PriceBook {
  return {
    grid,
    prices: {
      annual: rows.map((row) => ({
        tier: row.tests,
        standard: row.annualStandard,
        plus: row.annualPlus,
      })),
      monthly: rows.map((row) => ({
        tier: row.tests,
        standard: row.monthlyStandard,
        plus: row.monthlyPlus,
      })),
    },
    allowed: allowedCountRange('tests', grid.first, grid.last),
  };
}
