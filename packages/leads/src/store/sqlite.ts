import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db, Param, Queryable } from './db';

export const SQLITE_FILE_NAME = 'leads.sqlite';

/**
 * The embedded store: one SQLite file under `dataDir`, write-ahead log, and a full sync on every
 * commit so a 201 means the row survives a crash or power loss.
 */
export function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new Database(path.join(dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');

  const direct: Queryable = {
    async all<Row>(sql: string, params: readonly Param[] = []) {
      return sqlite.prepare(sql).all(...params) as Row[];
    },
    async run(sql: string, params: readonly Param[] = []) {
      return sqlite.prepare(sql).run(...params).changes;
    },
  };

  // One connection: while a transaction awaits, nothing else may run on it, or another
  // request's statement would join (and roll back with) this transaction.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    dialect: 'sqlite',
    all: (sql, params) => exclusive(() => direct.all(sql, params)),
    run: (sql, params) => exclusive(() => direct.run(sql, params)),
    transaction: (work) =>
      exclusive(async () => {
        sqlite.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(direct);
          sqlite.exec('COMMIT');
          return result;
        } catch (error) {
          if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
          throw error;
        }
      }),
    // BEGIN IMMEDIATE already holds the database's write lock.
    lockForMigrations: async () => {},
    close: () => exclusive(async () => void sqlite.close()),
  };
}
