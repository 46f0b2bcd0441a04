// Vitest global setup: a throwaway PostgreSQL cluster for the PostgreSQL store tests, started
// from Debian's binaries (/usr/lib/postgresql/<version>/bin) when they exist. Tests read its URL
// with inject('postgresUrl'); an empty string means "not available here" and they skip.
// In CI (CI=true) a missing PostgreSQL fails the run instead: .ci/run installs it.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
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

export default async function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI === 'true') {
      throw new Error('PostgreSQL is required in CI: no initdb under /usr/lib/postgresql/*/bin');
    }
    project.provide('postgresUrl', '');
    return;
  }

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
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
