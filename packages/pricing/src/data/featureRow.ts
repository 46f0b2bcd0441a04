import type { PlanId } from '../core/types/plans';

/**
 * One row of a plan comparison table.
 * @public
 */
export interface FeatureRow {
  /** Stable key, e.g. for React lists and tests. */
  readonly id: string;
  /** Row text as the page shows it. */
  readonly label: string;
  /** The cheapest plan that includes it; every higher plan does too. */
  readonly from: PlanId;
  /** Which plans include it, for rendering ticks. */
  readonly includedIn: Readonly<Record<PlanId, boolean>>;
}

const INCLUDED_FROM: Readonly<Record<PlanId, Readonly<Record<PlanId, boolean>>>> = {
  standard: { standard: true, plus: true, enterprise: true },
  plus: { standard: false, plus: true, enterprise: true },
  enterprise: { standard: false, plus: false, enterprise: true },
};

/**
 * Builds a feature row included from one plan upwards.
 * @param id - Stable key.
 * @param label - Row text.
 * @param from - The cheapest plan that includes it.
 * @returns The row.
 */
export function featureRow(id: string, label: string, from: PlanId): FeatureRow {
  return { id, label, from, includedIn: INCLUDED_FROM[from] };
}
