import { bundlePlanQuotes } from '../core/bundle/bundlePlanQuotes';
import type { PricedPlan } from '../core/types/plans';
import type { LabQuote, LoggingQuote, PlanBundleQuote } from '../core/types/quotes';

/**
 * Bundles the same plan of a TabLogs quote and a TabLabs quote, for the
 * site's bundle view.
 * @param logging - A `quoteLogging` result.
 * @param lab - A `quoteLab` result for the same billing period.
 * @param plan - `'standard'` or `'plus'`.
 * @returns The bundle price, or `null` when either quote is contact sales.
 * @throws RangeError for an unknown plan or quotes of different billing periods.
 * @public
 */
export function bundleQuotes(
  logging: LoggingQuote,
  lab: LabQuote,
  plan: PricedPlan,
): PlanBundleQuote | null {
  return bundlePlanQuotes(logging, lab, plan);
}
