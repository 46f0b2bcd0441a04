// `pnpm leads export --since DATE --format csv|json` and `pnpm leads stats`, for sales staff.
// Reads the same store as the server: DATABASE_URL when set, else DATA_DIR (default: the
// repository's data/ folder, as for the server).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPOSITORY_DATA_DIR } from '../config';
import { openLeadStore } from '../store/open-store';
import { leadsToCsv, leadsToJson, statsToText } from './export-format';

const USAGE = `Usage:
  pnpm leads export [--since YYYY-MM-DD] [--format csv|json] [--out FILE]
  pnpm leads stats
Without --out the export goes to standard output; use \`pnpm -s leads …\` so pnpm's own
banner stays out of it. Reads DATABASE_URL (PostgreSQL) or DATA_DIR (embedded store, default:
the repository's data/).`;

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
  if (values.help || (command !== 'export' && command !== 'stats')) {
    console.error(USAGE);
    return values.help ? 0 : 2;
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

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
