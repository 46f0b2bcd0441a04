/**
 * Minutes TabLogs saves per log, the basis of the time-savings calculator.
 * @public
 */
export const MINUTES_SAVED_PER_LOG = 30;

/**
 * Hours saved per month: `logs × 30 / 60`.
 * @param logs - Logs per month, already validated.
 * @returns Hours, possibly a half.
 */
export function hoursSavedFor(logs: number): number {
  return (logs * MINUTES_SAVED_PER_LOG) / 60;
}
