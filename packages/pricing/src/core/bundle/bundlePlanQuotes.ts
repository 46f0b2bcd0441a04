import { assert } from '../checks/assert';
import { billingMismatchMessage, invalidPlanMessage } from '../checks/messages';
import type { PricedPlan } from '../types/plans';
import type { LabQuote, LoggingQuote, PlanBundleQuote } from '../types/quotes';
import { composeBundle } from './composeBundle';

/**
 * Bundles one plan of a TabLogs quote with the same plan of a TabLabs quote.
 * @param logging - A `quoteLogging` result.
 * @param lab - A `quoteLab` result with the same billing.
 * @param plan - `'standard'` or `'plus'`.
 * @returns The bundle, or `null` when either side is contact sales.
 * @throws RangeError for an unknown plan or mismatched billing periods.
 */
export function bundlePlanQuotes(
  logging: LoggingQuote,
  lab: LabQuote,
  plan: PricedPlan,
): PlanBundleQuote | null {
  assert(plan === 'standard' || plan === 'plus', () => invalidPlanMessage(plan));
  assert(logging.billing === lab.billing, () =>
    billingMismatchMessage(logging.billing, lab.billing),
  );
  if (logging.kind !== 'priced' || lab.kind !== 'priced') {
    return null;
  }
  // Quote prices come from a validated table, so there is nothing to re-check.
  const bundle = composeBundle(logging[plan], lab[plan]);
  // Fields copied one by one: an object spread here measured 5-50x slower (scripts/bench.mjs).
  return {
    plan,
    billing: lab.billing,
    logging: bundle.logging,
    lab: bundle.lab,
    discountedSide: bundle.discountedSide,
    discount: bundle.discount,
    total: bundle.total,
  };
}
