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

/** The most keys (form and address) the in-memory limiter holds: about 5 MB of windows. */
export const MAX_RATE_LIMIT_KEYS = 50_000;

export type MemoryRateLimiter = RateLimiter & {
  /** The windows held now (for tests: never more than `maxKeys`). */
  size(): number;
};

/**
 * A fixed one-minute window per key, in memory: for the embedded SQLite store, which has one
 * server process. Replicas sharing PostgreSQL use createSharedRateLimiter (store/rate-limits).
 *
 * Constant work per request whatever the number of keys (docs/decisions/0046-proxy-trust-and-
 * byte-ranges.md). A Map iterates in insertion order, and a key is (re)inserted when its window
 * starts, so the map is ordered by window start: the expired windows are always at its head, and
 * each hit drops them from there. At `maxKeys` a new key evicts the oldest window even if it
 * has not ended. That key's next request then starts a new count: to get one key past the limit
 * that way, a client must bring `maxKeys` other addresses within its window, each of which
 * could post up to the limit itself anyway. Refusing new keys instead would turn a flood of
 * addresses into a refusal of every new visitor.
 */
export function createRateLimiter(
  limitPerMinute: number,
  windowMs = 60_000,
  maxKeys = MAX_RATE_LIMIT_KEYS,
): MemoryRateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, now = Date.now()) {
      // Oldest first: stop at the first window still running (a clock stepped back leaves a
      // few behind it until their keys come back or the cap reaches them).
      for (const [oldest, window] of windows) {
        if (now - window.start < windowMs) break;
        windows.delete(oldest);
      }
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        windows.delete(key);
        if (windows.size >= Math.max(1, maxKeys)) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limitPerMinute) return null;
      return secondsUntilWindowEnds(window.start, windowMs, now);
    },
    size: () => windows.size,
  };
}
