export interface RateLimiter {
  /**
   * Counts one request for `key`; resolves null when allowed, else seconds until it would be.
   * Rejects when the count cannot be kept (the shared limiter's database is down).
   */
  hit(key: string, now?: number): Promise<number | null>;
}

/** Seconds from `now` until a window that started at `windowStart` ends (at least 1). */
export function secondsUntilWindowEnds(windowStart: number, windowMs: number, now: number) {
  return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
}

/**
 * A fixed one-minute window per key, in memory: for the embedded SQLite store, which has one
 * server process. Expired windows are dropped as the map grows, so a flood of addresses cannot
 * exhaust memory. Replicas sharing PostgreSQL use createSharedRateLimiter (store/rate-limits).
 */
export function createRateLimiter(limitPerMinute: number, windowMs = 60_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, now = Date.now()) {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limitPerMinute) return null;
      return secondsUntilWindowEnds(window.start, windowMs, now);
    },
  };
}
