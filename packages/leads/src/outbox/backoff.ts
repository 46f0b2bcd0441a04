export interface BackoffOptions {
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

/**
 * Delay before attempt `attempts + 1`: doubling from the base, capped, with "equal jitter"
 * (half fixed, half random) so many failed rows do not retry in lockstep.
 */
export function retryDelay(attempts: number, options: BackoffOptions, random = Math.random) {
  const exponential = options.baseDelayMs * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(options.maxDelayMs, exponential);
  return Math.round(capped / 2 + (capped / 2) * random());
}
