// The README's lead commands, run from the repository root exactly as a user types them, over a
// store seeded with leads on both sides of the --since date.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSubmission } from '../forms/validate';
import { openLeadStore } from '../store/open-store';
import { temporaryDataDir } from '../testing/databases';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

const commands = {
  csvFile: 'pnpm leads export --since 2026-03-01 --format csv --out leads.csv',
  jsonFile: 'pnpm leads export --since 2026-03-01 --format json --out leads.json',
  csvStdout: 'pnpm -s leads export --since 2026-03-01 --format csv > leads.csv',
  stats: 'pnpm leads stats',
  backup: 'pnpm leads backup leads-backup.sqlite',
  help: 'pnpm leads --help',
  containerHelp: 'docker exec tablogs-site-1 leads --help',
};

const data = temporaryDataDir();
/** Runs a README line in a shell at the repository root, as typed, against the seeded store. */
function run(command: string): string {
  // A fresh shell: no INIT_CWD inherited from the pnpm that runs this test.
  const { INIT_CWD: _, ...env } = process.env;
  return execFileSync('bash', ['-c', command], {
    cwd: repoRoot,
    env: { ...env, DATA_DIR: data.dir, DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
const outputs = ['leads.csv', 'leads.json', 'leads-backup.sqlite'].map((name) =>
  path.join(repoRoot, name),
);
/** A folder `backup` must create (the Dockerfile's `leads backup /data/backups/…`). */
const backupFolder = path.join(data.dir, 'backups', 'nested');
/** What SQLite leaves beside the backup while it is open. */
const backupSidecars = ['-wal', '-shm'].map((suffix) =>
  path.join(repoRoot, `leads-backup.sqlite${suffix}`),
);

beforeAll(async () => {
  const store = await openLeadStore({ dataDir: data.dir, databaseUrl: null });
  const seed = [
    ['before@soils.com', '2026-02-27T23:59:00Z'],
    ['first@soils.com', '2026-03-01T00:00:00Z'],
    ['later@soils.com', '2026-04-10T08:30:00Z'],
  ] as const;
  for (const [email, at] of seed) {
    const result = validateSubmission('quote', { first_name: 'Ada', email, company: 'Soils' });
    if (!result.ok) throw new Error('seed lead is invalid');
    await store.insert(result.value, submittedAt(at), {});
  }
  await store.close();
});
afterAll(() => {
  for (const file of [...outputs, ...backupSidecars]) rmSync(file, { force: true });
  data.remove();
});

function submittedAt(at: string) {
  return {
    receivedAt: new Date(at),
    userAgent: null,
    hutk: null,
    idempotencyKey: null,
    referer: null,
  };
}

describe('the README lead commands, typed at the repository root', () => {
  it('are the lines the README shows', () => {
    for (const command of Object.values(commands)) expect(readme).toContain(command);
  });

  it('export CSV to a file, only leads since the date', () => {
    run(commands.csvFile);
    const lines = readFileSync(outputs[0] as string, 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^id,received_at,form,/);
    expect(lines.slice(1).map((line) => line.match(/[a-z]+@soils\.com/)?.[0])).toEqual([
      'first@soils.com',
      'later@soils.com',
    ]);
  }, 60_000);

  it('export JSON to a file, only leads since the date', () => {
    run(commands.jsonFile);
    const leads = JSON.parse(readFileSync(outputs[1] as string, 'utf8')) as {
      fields: { email: string };
    }[];
    expect(leads.map((lead) => lead.fields.email)).toEqual(['first@soils.com', 'later@soils.com']);
  }, 60_000);

  it('export CSV to standard output with nothing of pnpm in it', () => {
    rmSync(outputs[0] as string, { force: true });
    run(commands.csvStdout);
    expect(existsSync(outputs[0] as string)).toBe(true);
    const text = readFileSync(outputs[0] as string, 'utf8');
    expect(text.startsWith('id,received_at,form,')).toBe(true);
    expect(text.trim().split('\n')).toHaveLength(3);
  }, 60_000);

  it('backup copies the embedded store into a file that opens with every lead', async () => {
    run(commands.backup);
    const copy = path.join(repoRoot, 'leads-backup.sqlite');
    const db = new Database(copy, { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 3 });
    db.close();
    // Never over an existing file.
    expect(() => run(commands.backup)).toThrow(/exists already/);
  }, 60_000);

  it('backup creates the folders of a new file', () => {
    run(`pnpm leads backup ${path.join(backupFolder, 'leads.sqlite')}`);
    const db = new Database(path.join(backupFolder, 'leads.sqlite'), { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 3 });
    db.close();
  }, 60_000);

  it('stats counts every stored lead', () => {
    expect(run(commands.stats)).toMatch(/Leads stored: 3 \(spam: 0/);
  }, 60_000);

  it("--help prints the CLI's own help on standard output, not pnpm's", () => {
    const help = run(commands.help);
    expect(help).toContain('Usage:\n  pnpm leads export [--since YYYY-MM-DD]');
    expect(help).toMatch(/^backup {3}copies the embedded store/m);
    expect(help).not.toMatch(/pnpm run|Version \d/);
    // -s, --silent: nothing but the help.
    expect(run('pnpm -s leads --help').startsWith('Usage:\n')).toBe(true);
  }, 60_000);

  it('leads --help in the container (apps/web/bin/leads) names the command as typed there', () => {
    // The image links bin/leads as /usr/local/bin/leads; here it runs from a folder on PATH.
    const bin = path.join(repoRoot, 'apps', 'web', 'bin');
    const help = run(
      `PATH=${bin}:$PATH ${commands.containerHelp.replace('docker exec tablogs-site-1 ', '')}`,
    );
    expect(help).toContain('Usage:\n  leads export [--since YYYY-MM-DD]');
    expect(help).toContain('  leads backup FILE');
    expect(help).not.toContain('pnpm');
  }, 60_000);
});
