import type { Db } from './db';
import { createLeadStore } from './lead-store';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import type { LeadStore } from './types';

export interface StoreLocation {
  /** PostgreSQL when set (postgres:// or postgresql://). */
  readonly databaseUrl?: string | null;
  /** Folder of the embedded SQLite file otherwise. */
  readonly dataDir: string;
}

export interface OpenedLeadDatabase {
  /** The migrated database, for what else lives in it (the shared rate limit). */
  readonly db: Db;
  /** The store over `db`; closing it closes `db`. */
  readonly store: LeadStore;
}

/** Opens the configured database and brings its schema up to date. */
export async function openLeadDatabase(location: StoreLocation): Promise<OpenedLeadDatabase> {
  const db = location.databaseUrl
    ? openPostgres(location.databaseUrl)
    : openSqlite(location.dataDir);
  try {
    return { db, store: await createLeadStore(db) };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** Opens the configured database, brings its schema up to date and returns the store. */
export async function openLeadStore(location: StoreLocation): Promise<LeadStore> {
  return (await openLeadDatabase(location)).store;
}
