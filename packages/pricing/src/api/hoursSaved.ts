import { assertCount } from '../core/checks/inputChecks';
import { HOURS_SAVED_RANGE } from '../core/checks/messages';
import { hoursSavedFor } from '../core/hoursSavedFor';

/**
 * Hours TabLogs saves per month: 30 minutes per log, `logs × 30 / 60`.
 * @param logs - Logs per month.
 * @returns Hours per month, e.g. 100 → 50.
 * @throws RangeError for a negative, NaN, infinite or non-number count.
 * @public
 */
export function hoursSaved(logs: number): number {
  assertCount('hoursSaved', 'logs', logs, HOURS_SAVED_RANGE);
  return hoursSavedFor(logs);
}
