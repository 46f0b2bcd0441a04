// `pnpm leads export --since DATE --format csv|json`, `pnpm leads stats` and `pnpm leads backup
// FILE` (the embedded SQLite store, online), for sales staff and operators. In the container
// image the same commands are `leads …` (apps/web/bin/leads).
// Reads the same store as the server: DATABASE_URL when set, else DATA_DIR (default: the
// repository's data/ folder, as for the server).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { REPOSITORY_DATA_DIR } from '../config';
import { openLeadStore } from '../store/open-store';
import { SQLITE_FILE_NAME } from '../store/sqlite';
import { leadsToCsv, leadsToJson, statsToText } from './export-format';

/**
 * How the command was typed: `leads` through apps/web/bin/leads (the container image, a production
 * artifact), which sets LEADS_COMMAND; `pnpm leads` from the repository.
 */
const COMMAND = process.env.LEADS_COMMAND?.trim() || 'pnpm leads';

const USAGE = `Usage:
  ${COMMAND} export [--since YYYY-MM-DD] [--format csv|json] [--out FILE]
  ${COMMAND} stats
  ${COMMAND} backup FILE
  ${COMMAND} --help

export   the stored leads as CSV (default) or JSON, only those received since --since when
         given; to --out FILE, else to standard output${COMMAND.startsWith('pnpm') ? " (then use `pnpm -s leads …`, so\n         pnpm's own banner stays out of it)" : ''}
stats    counts per form and the CRM delivery states
backup   copies the embedded store to FILE (a new file; missing folders are created) while the
         server runs (SQLite's online backup); with DATABASE_URL use pg_dump instead

Reads DATABASE_URL (PostgreSQL) or else DATA_DIR (the embedded store; default: the
repository's data/). FILE paths are taken from where the command was typed.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    // `pnpm run leads -- export …` hands the script a literal `--`; it is not an argument.
    args: argv[0] === '--' ? argv.slice(1) : argv,
    allowPositionals: true,
    options: {
      since: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command] = positionals;
  // Asked for, the help goes to standard output; after a mistake, to standard error.
  if (values.help || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (command !== 'export' && command !== 'stats' && command !== 'backup') {
    console.error(USAGE);
    return 2;
  }
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = new Date(values.since);
    if (!/^\d{4}-\d{2}-\d{2}/.test(values.since) || Number.isNaN(since.getTime())) {
      console.error(`--since must be a date like 2026-03-01; got "${values.since}"`);
      return 2;
    }
  }
  if (values.format !== 'csv' && values.format !== 'json') {
    console.error(`--format must be csv or json; got "${values.format}"`);
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL?.trim() || null;
  // pnpm runs scripts from the package folder; relative paths are taken from where the command
  // was typed. The server's default store is the repository's data/ folder.
  const typedFrom = process.env.INIT_CWD ?? process.cwd();
  const dataDir = process.env.DATA_DIR?.trim()
    ? path.resolve(typedFrom, process.env.DATA_DIR.trim())
    : REPOSITORY_DATA_DIR;
  if (command === 'backup') return backup(positionals[1], { databaseUrl, dataDir, typedFrom });
  const store = await openLeadStore({ databaseUrl, dataDir });
  try {
    let output: string;
    if (command === 'stats') {
      output = statsToText(await store.stats());
    } else {
      const leads = await store.list(since ? { since } : {});
      output = values.format === 'csv' ? leadsToCsv(leads) : leadsToJson(leads);
      console.error(`${leads.length} lead(s) exported${since ? ` since ${values.since}` : ''}.`);
    }
    if (values.out) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(path.resolve(typedFrom, values.out), output);
    } else {
      process.stdout.write(output);
    }
  } finally {
    await store.close();
  }
  return 0;
}

/** A consistent copy of the embedded store, taken while the server may be writing to it. */
async function backup(
  file: string | undefined,
  {
    databaseUrl,
    dataDir,
    typedFrom,
  }: { databaseUrl: string | null; dataDir: string; typedFrom: string },
): Promise<number> {
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  if (databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump --format=custom --file=FILE "$DATABASE_URL".',
    );
    return 2;
  }
  const source = path.join(dataDir, SQLITE_FILE_NAME);
  const target = path.resolve(typedFrom, file);
  if (!existsSync(source)) {
    console.error(`No lead store at ${source} (DATA_DIR).`);
    return 1;
  }
  if (existsSync(target)) {
    console.error(`${target} exists already; give a new file.`);
    return 2;
  }
  // `leads backup /data/backups/leads.sqlite` works without a mkdir first.
  mkdirSync(path.dirname(target), { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  console.error(`Backed up ${source} to ${target}.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
