import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** The global setup's PostgreSQL server, or '' when this machine has none. */
export const postgresUrl = inject('postgresUrl');

/** A fresh, empty database on the test server; each test file gets its own. */
export async function createPostgresDatabase(): Promise<string> {
  const name = `leads_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A temporary folder for an embedded store, and its removal. */
export function temporaryDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-data-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
