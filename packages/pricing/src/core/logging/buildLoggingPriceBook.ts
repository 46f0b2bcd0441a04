import { allowedCountRange } from '../checks/messages';
import type { PriceBook } from '../tiers/tierPrices';
import type { ValidLoggingTiers } from '../tiers/validateLoggingTiers';
import { monthlyFromAnnual } from './monthlyFromAnnual';
import { plusFromStandard } from './plusFromStandard';

/**
 * Precomputes every TabLogs price: annual Standard from the table, monthly
 * Standard as `round(annual × 1.25)`, and Plus as `round(standard × 1.4)` from
 * the rounded Standard of the same period.
 * @param tiers - A validated TabLogs table.
 * @returns The price book `quoteLogging` reads from.
 */
export function buildLoggingPriceBook({ rows, grid }: ValidLoggingTiers): PriceBook {
  return {
    grid,
    prices: {
      annual: rows.map(({ logs, annualStandard }) => ({
        tier: logs,
        standard: annualStandard,
        plus: plusFromStandard(annualStandard),
      })),
      monthly: rows.map(({ logs, annualStandard }) => {
        const standard = monthlyFromAnnual(annualStandard);
        return { tier: logs, standard, plus: plusFromStandard(standard) };
      }),
    },
    allowed: allowedCountRange('logs', grid.first, grid.last),
  };
}
