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

/** Opens the configured database and brings its schema up to date. */
export async function openLeadStore(location: StoreLocation): Promise<LeadStore> {
  const db = location.databaseUrl
    ? openPostgres(location.databaseUrl)
    : openSqlite(location.dataDir);
  try {
    return await createLeadStore(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
