export interface RateLimiter {
  /** Counts one request for `key`; null when allowed, else seconds until it would be. */
  hit(key: string, now?: number): number | null;
}

/**
 * A fixed one-minute window per key, in memory (per server process). Expired windows are
 * dropped as the map grows, so a flood of addresses cannot exhaust memory.
 */
export function createRateLimiter(limitPerMinute: number, windowMs = 60_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, now = Date.now()) {
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
      return Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    },
  };
}
