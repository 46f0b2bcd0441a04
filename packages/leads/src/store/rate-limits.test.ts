import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../api/rate-limit';
import { createPostgresDatabase, postgresUrl, temporaryDataDir } from '../testing/databases';
import type { Db } from './db';
import { type OpenedLeadDatabase, openLeadDatabase, type StoreLocation } from './open-store';
import { createSharedRateLimiter } from './rate-limits';

const T0 = Date.parse('2026-03-05T10:00:00Z');
const WINDOW_MS = 60_000;

// Two processes' worth of the limiter: each over its own connection (pool) to one database.
function sharedLimitContract(name: string, location: () => Promise<StoreLocation>) {
  describe(name, () => {
    let opened: OpenedLeadDatabase[] = [];
    const limiters = (limitPerMinute: number, sweepEveryMs = 60_000): RateLimiter[] =>
      opened.map(({ db }) =>
        createSharedRateLimiter(async () => db, { limitPerMinute, sweepEveryMs }),
      );
    const rowsFor = async (db: Db, key: string) =>
      db.all<{ hits: number }>('SELECT hits FROM form_rate_limits WHERE key = ?', [key]);

    beforeAll(async () => {
      const where = await location();
      opened = [await openLeadDatabase(where), await openLeadDatabase(where)];
    });
    afterAll(async () => {
      for (const { store } of opened) await store.close();
    });

    it('shares one limit between limiters on separate connections', async () => {
      const [a, b] = limiters(3) as [RateLimiter, RateLimiter];
      const key = 'quote 203.0.113.1';
      expect(await a.hit(key, T0)).toBeNull();
      expect(await b.hit(key, T0 + 1_000)).toBeNull();
      expect(await a.hit(key, T0 + 2_000)).toBeNull();
      expect(await b.hit(key, T0 + 3_000)).toBe(57);
      expect(await a.hit(key, T0 + 59_500)).toBe(1);
      expect(await a.hit('quote 203.0.113.2', T0 + 3_000)).toBeNull();
      expect(await b.hit('newsletter 203.0.113.1', T0 + 3_000)).toBeNull();
    });

    it('starts a new window once windowMs has passed', async () => {
      const [a, b] = limiters(1) as [RateLimiter, RateLimiter];
      const key = 'contact 203.0.113.3';
      expect(await a.hit(key, T0)).toBeNull();
      expect(await b.hit(key, T0 + WINDOW_MS - 1)).toBe(1);
      expect(await b.hit(key, T0 + WINDOW_MS)).toBeNull();
      expect(await a.hit(key, T0 + WINDOW_MS + 1)).toBe(60);
      expect(await rowsFor((opened[0] as OpenedLeadDatabase).db, key)).toEqual([{ hits: 2 }]);
    });

    it('admits exactly the limit of many concurrent hits', async () => {
      const [a, b] = limiters(7) as [RateLimiter, RateLimiter];
      const key = 'quote 203.0.113.4';
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? a : b).hit(key, T0)),
      );
      expect(answers.filter((answer) => answer === null)).toHaveLength(7);
      expect(answers.filter((answer) => answer === 60)).toHaveLength(43);
      expect(await rowsFor((opened[1] as OpenedLeadDatabase).db, key)).toEqual([{ hits: 50 }]);
    });

    it('deletes expired windows at most once per sweep interval', async () => {
      const db = (opened[0] as OpenedLeadDatabase).db;
      const limiter = createSharedRateLimiter(async () => db, {
        limitPerMinute: 5,
        sweepEveryMs: 60_000,
      });
      const later = T0 + 10 * WINDOW_MS;
      await limiter.hit('sweep 1', later); // the first hit sweeps: every older window goes
      const [left] = await db.all<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM form_rate_limits',
      );
      expect(Number(left?.n)).toBe(1);
      await limiter.hit('sweep 2', later + WINDOW_MS - 1); // not yet: the last sweep was recent
      await limiter.hit('sweep 3', later + WINDOW_MS + 1);
      expect(await rowsFor(db, 'sweep 1')).toEqual([]);
      expect(await rowsFor(db, 'sweep 2')).toHaveLength(1);
      expect(await rowsFor(db, 'sweep 3')).toHaveLength(1);
    });

    it('rejects when its database cannot be reached', async () => {
      const down = createSharedRateLimiter(() => Promise.reject(new Error('connection refused')), {
        limitPerMinute: 5,
      });
      await expect(down.hit('quote 203.0.113.5', T0)).rejects.toThrow('connection refused');
    });
  });
}

// The runtime counts in memory for SQLite (one process); the table and statements work there
// too, which this checks (two connections to one file).
const sqliteDir = temporaryDataDir();
afterAll(sqliteDir.remove);
sharedLimitContract('shared rate limit on SQLite', async () => ({ dataDir: sqliteDir.dir }));

// Skipped only on a machine without PostgreSQL binaries; CI installs them and fails without.
describe.skipIf(!postgresUrl)('PostgreSQL', () => {
  sharedLimitContract('shared rate limit on PostgreSQL (two pools, one database)', async () => ({
    dataDir: '',
    databaseUrl: await createPostgresDatabase(),
  }));
});
