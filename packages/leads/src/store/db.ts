// One small query layer over SQLite (better-sqlite3) and PostgreSQL (pg). SQL is written once
// with `?` parameter markers and the subset both understand (TEXT/INTEGER/BIGINT columns,
// ON CONFLICT ... DO NOTHING, RETURNING); the adapters translate the rest.

export type Param = string | number | null;

export interface Queryable {
  /** Rows of a SELECT (or of a statement with RETURNING). */
  all<Row>(sql: string, params?: readonly Param[]): Promise<Row[]>;
  /** Runs a statement; resolves with the number of rows it changed. */
  run(sql: string, params?: readonly Param[]): Promise<number>;
}

export interface Db extends Queryable {
  readonly dialect: 'sqlite' | 'postgres';
  /** Runs `work` in one transaction: all of it is committed, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Serialises migrations between processes sharing the database (inside a transaction). */
  lockForMigrations(tx: Queryable): Promise<void>;
  close(): Promise<void>;
}

/** `?` parameter markers to PostgreSQL's `$1, $2…`. Our SQL never has a `?` inside a literal. */
export function numberedParameters(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}
