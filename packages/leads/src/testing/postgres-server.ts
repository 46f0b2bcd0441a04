// A throwaway PostgreSQL cluster from Debian's binaries (/usr/lib/postgresql/<version>/bin), for
// tests that need a real server: the store tests (postgres-global-setup.ts) and the web app's
// replica tests (apps/web/e2e/server/replicas.spec.ts).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  /** A new, empty database on this server; returns its URL. */
  createDatabase(name?: string): Promise<string>;
  stop(): void;
}

export function findPostgresBin(root = '/usr/lib/postgresql'): string | null {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a cluster, or returns null when this machine has no PostgreSQL binaries. */
export async function startTestPostgres(): Promise<TestPostgres | null> {
  const bin = findPostgresBin();
  if (!bin) return null;

  // PostgreSQL refuses to run as root: run the cluster as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
      : execFileSync(command, args, { stdio: 'pipe' });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase: (name) => createDatabase(url, name),
    stop() {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh, empty database on the server at `serverUrl`; returns its URL. */
export async function createDatabase(
  serverUrl: string,
  name = `leads_${Math.random().toString(36).slice(2, 10)}`,
): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
