import type { Db } from './db';

export interface Migration {
  readonly version: number;
  readonly name: string;
  /** Statements valid in both SQLite and PostgreSQL. */
  readonly statements: readonly string[];
}

// Append only: a released migration never changes; a new version fixes or extends it.
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'leads and deliveries',
    statements: [
      `CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        form_kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        received_at TEXT NOT NULL,
        page_url TEXT,
        page_name TEXT,
        region TEXT,
        user_agent TEXT,
        hutk TEXT,
        idempotency_key TEXT,
        consent INTEGER,
        spam INTEGER NOT NULL DEFAULT 0,
        UNIQUE (form_kind, idempotency_key)
      )`,
      'CREATE INDEX leads_received_at ON leads (received_at)',
      // One row per lead and destination (the CRM, the external form handler).
      `CREATE TABLE deliveries (
        lead_id TEXT NOT NULL REFERENCES leads (id),
        target TEXT NOT NULL,
        state TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT,
        last_error TEXT,
        delivered_at TEXT,
        PRIMARY KEY (lead_id, target)
      )`,
      'CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at)',
    ],
  },
  {
    version: 2,
    name: 'form rate limits',
    statements: [
      // One row per form and client address: the current window's start (ms since the epoch)
      // and its hits. Only PostgreSQL uses it (replicas share the limit); SQLite has the table
      // so both schemas stay alike, and counts in memory (one process).
      `CREATE TABLE form_rate_limits (
        key TEXT PRIMARY KEY,
        window_start BIGINT NOT NULL,
        hits INTEGER NOT NULL
      )`,
    ],
  },
];

/** Applies the migrations not yet applied, each in its own transaction. Returns their versions. */
export async function migrate(db: Db, migrations = MIGRATIONS): Promise<number[]> {
  await db.run(
    `CREATE TABLE IF NOT EXISTS migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`,
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await db.lockForMigrations(tx);
      const done = await tx.all('SELECT version FROM migrations WHERE version = ?', [
        migration.version,
      ]);
      if (done.length > 0) return false;
      for (const statement of migration.statements) await tx.run(statement);
      await tx.run('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
