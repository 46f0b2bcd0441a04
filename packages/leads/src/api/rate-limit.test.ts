import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

const WINDOW = 60_000;

/** Requests in time order: a key (from a few) and the milliseconds since the one before. */
const requests = fc.array(
  fc.record({
    key: fc.integer({ min: 0, max: 11 }).map(String),
    after: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 0, max: 2_000 }),
      fc.integer({ max: 90_000, min: 0 }),
    ),
  }),
  { maxLength: 300 },
);

/** What the limit means: per key, a window from its first request, `limit` allowed in it. */
function expected(limit: number, list: { key: string; after: number }[]) {
  const windows = new Map<string, { start: number; count: number }>();
  let now = 0;
  return list.map(({ key, after }) => {
    now += after;
    let window = windows.get(key);
    if (!window || now - window.start >= WINDOW) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count <= limit;
  });
}

describe('createRateLimiter', () => {
  it('allows exactly the limit per key per window while the keys fit under the cap', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), requests, async (limit, list) => {
        // Twelve keys at most: a cap of 12 never evicts a window that has not ended.
        const limiter = createRateLimiter(limit, WINDOW, 12);
        let now = 0;
        const allowed: boolean[] = [];
        for (const { key, after } of list) {
          now += after;
          allowed.push((await limiter.hit(key, now)) === null);
        }
        expect(allowed).toEqual(expected(limit, list));
      }),
    );
  });

  it('never holds more windows than the cap, and names a wait within the window', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 8 }),
        requests,
        async (limit, cap, list) => {
          const limiter = createRateLimiter(limit, WINDOW, cap);
          let now = 0;
          for (const { key, after } of list) {
            now += after;
            const retryAfter = await limiter.hit(key, now);
            expect(limiter.size()).toBeLessThanOrEqual(cap);
            if (retryAfter !== null) {
              expect(retryAfter).toBeGreaterThanOrEqual(1);
              expect(retryAfter).toBeLessThanOrEqual(WINDOW / 1000);
            }
          }
        },
      ),
    );
  });

  it('keeps counting a key while a flood of other keys stays under the cap', async () => {
    const limiter = createRateLimiter(10, WINDOW, 50_000);
    const allowed = async (key: string, now: number) => (await limiter.hit(key, now)) === null;
    for (let i = 0; i < 10; i += 1) expect(await allowed('quote 203.0.113.7', i)).toBe(true);
    for (let i = 0; i < 40_000; i += 1) await limiter.hit(`quote 10.0.${i >> 8}.${i & 255}`, 100);
    expect(await allowed('quote 203.0.113.7', 200)).toBe(false);
    // The window ends a minute after its first request: the next is allowed, the flood expires.
    expect(await allowed('quote 203.0.113.7', WINDOW)).toBe(true);
    expect(await allowed('quote 198.51.100.1', WINDOW + 200)).toBe(true);
    expect(limiter.size()).toBe(2);
  });

  it('evicts the oldest window when full, not a newer one', async () => {
    const limiter = createRateLimiter(1, WINDOW, 2);
    await limiter.hit('a', 0);
    await limiter.hit('b', 1);
    await limiter.hit('c', 2);
    expect(limiter.size()).toBe(2);
    expect(await limiter.hit('b', 3)).not.toBeNull();
    expect(await limiter.hit('c', 4)).not.toBeNull();
    expect(await limiter.hit('a', 5)).toBeNull();
  });
});
