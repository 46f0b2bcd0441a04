import pg from 'pg';
import { type Db, numberedParameters, type Param, type Queryable } from './db';

// An arbitrary constant shared by every process of this site: the migration lock's key.
const MIGRATION_LOCK_KEY = 7_405_913;

/** PostgreSQL through a small pool; `DATABASE_URL` as given (TLS options in the URL). */
export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));

  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async all<Row>(sql: string, params: readonly Param[] = []) {
      const result = await client.query(numberedParameters(sql), [...params]);
      return result.rows as Row[];
    },
    async run(sql: string, params: readonly Param[] = []) {
      const result = await client.query(numberedParameters(sql), [...params]);
      return result.rowCount ?? 0;
    },
  });
  const direct = on(pool);

  return {
    dialect: 'postgres',
    all: direct.all,
    run: direct.run,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async lockForMigrations(tx) {
      await tx.all('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY]);
    },
    close: () => pool.end(),
  };
}
