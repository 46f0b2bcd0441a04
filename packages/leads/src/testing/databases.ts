import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDatabase } from './postgres-server';

/** The global setup's PostgreSQL server, or '' when this machine has none. */
export const postgresUrl = inject('postgresUrl');

/** A fresh, empty database on the test server; each test file gets its own. */
export function createPostgresDatabase(): Promise<string> {
  return createDatabase(postgresUrl);
}

/** A temporary folder for an embedded store, and its removal. */
export function temporaryDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-data-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
