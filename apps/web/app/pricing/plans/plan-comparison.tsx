import type { Billing, FeatureRow } from '@tablogs/pricing';
import { PlanCards } from './plan-cards';
import { type PlanPrices, planColumns } from './plan-columns';
import { PlanTable } from './plan-table';

interface PlanComparisonProps {
  /** The table caption, e.g. "TabLogs plans compared". */
  caption: string;
  prices: PlanPrices;
  billing: Billing;
  features: readonly FeatureRow[];
}

/**
 * Standard, Plus (MOST POPULAR) and Enterprise side by side: a table on wide screens, stacked
 * plan cards on narrow ones (CSS shows one; the hidden one is out of the accessibility tree).
 */
export function PlanComparison({ caption, prices, billing, features }: PlanComparisonProps) {
  const columns = planColumns(prices, billing);
  return (
    <div className="plan-comparison">
      <h2 className="tl-visually-hidden">Compare plans</h2>
      <div className="plan-comparison__table">
        <PlanTable caption={caption} columns={columns} features={features} billing={billing} />
      </div>
      <div className="plan-comparison__cards">
        <PlanCards columns={columns} features={features} billing={billing} />
      </div>
    </div>
  );
}
