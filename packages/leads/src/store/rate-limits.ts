import { type RateLimiter, secondsUntilWindowEnds } from '../api/rate-limit';
import type { Queryable } from './db';

export interface SharedRateLimiterOptions {
  readonly limitPerMinute: number;
  readonly windowMs?: number;
  /** How often (at most) one process deletes expired windows. */
  readonly sweepEveryMs?: number;
  readonly log?: (message: string) => void;
}

// One statement per hit: PostgreSQL's INSERT ... ON CONFLICT DO UPDATE locks the key's row, so
// concurrent hits from any number of processes are counted one after another, none lost. A
// window that has run out restarts at this hit. Parameters: key, now, now - windowMs.
const HIT = `INSERT INTO form_rate_limits (key, window_start, hits) VALUES (?, ?, 1)
  ON CONFLICT (key) DO UPDATE SET
    window_start = CASE WHEN form_rate_limits.window_start <= ? THEN excluded.window_start
      ELSE form_rate_limits.window_start END,
    hits = CASE WHEN form_rate_limits.window_start <= ? THEN 1
      ELSE form_rate_limits.hits + 1 END
  RETURNING window_start, hits`;

/**
 * A fixed window per key counted in the database (table form_rate_limits, migration 2), so
 * every server process on one PostgreSQL shares one limit. `database` resolves the opened,
 * migrated database on each hit (the runtime opens it lazily and may reopen it).
 * Times come from each process's clock: replicas' clocks are assumed to agree within seconds.
 */
export function createSharedRateLimiter(
  database: () => Promise<Queryable>,
  {
    limitPerMinute,
    windowMs = 60_000,
    sweepEveryMs = 60_000,
    log = console.error,
  }: SharedRateLimiterOptions,
): RateLimiter {
  let lastSweep = Number.NEGATIVE_INFINITY;

  // Expired rows would otherwise stay forever: a flood of addresses must not grow the table
  // without bound. A failed sweep costs nothing but the next one's extra work.
  async function sweep(db: Queryable, now: number) {
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    try {
      await db.run('DELETE FROM form_rate_limits WHERE window_start <= ?', [now - windowMs]);
    } catch (error) {
      log(`Deleting expired rate-limit windows failed: ${messageOf(error)}`);
    }
  }

  return {
    async hit(key, now = Date.now()) {
      const db = await database();
      const expiredBy = now - windowMs;
      const [row] = await db.all<{ window_start: number | string; hits: number | string }>(HIT, [
        key,
        now,
        expiredBy,
        expiredBy,
      ]);
      if (!row) throw new Error('The rate-limit upsert returned no row');
      await sweep(db, now);
      // PostgreSQL's BIGINT arrives as a string.
      if (Number(row.hits) <= limitPerMinute) return null;
      return secondsUntilWindowEnds(Number(row.window_start), windowMs, now);
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
