// Decides whether `pnpm start` must build first: the build records a fingerprint of its inputs
// (paths, sizes and modification times), and a start with a different fingerprint rebuilds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const IGNORED = new Set([
  'node_modules',
  'build',
  'dist',
  '.turbo',
  '.react-router',
  'test-results',
]);

/** @param {string} appDir */
function inputRoots(appDir) {
  const repo = path.resolve(appDir, '../..');
  const packages = path.join(repo, 'packages');
  const packageDirs = existsSync(packages)
    ? readdirSync(packages).map((name) => path.join(packages, name))
    : [];
  return [appDir, ...packageDirs];
}

/** @param {string} dir @param {import('node:crypto').Hash} hash */
function addTree(dir, hash) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (
      IGNORED.has(entry.name) ||
      entry.name.endsWith('.test.ts') ||
      entry.name.endsWith('.test.tsx')
    )
      continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) addTree(full, hash);
    else if (entry.isFile()) {
      const stat = statSync(full);
      hash.update(`${full}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
}

/** @param {string} appDir */
export function inputFingerprint(appDir) {
  const hash = createHash('sha256');
  for (const root of inputRoots(appDir)) addTree(root, hash);
  return hash.digest('hex');
}

/** @param {string} appDir @param {string} buildDir */
export async function ensureFreshBuild(appDir, buildDir) {
  if (process.env.SKIP_BUILD === '1') return;
  const stampFile = path.join(buildDir, '.input-fingerprint');
  const fingerprint = inputFingerprint(appDir);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) return;

  console.log('Sources changed since the last build: building the site first…');
  const result = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@tablogs/web...'], {
    cwd: path.resolve(appDir, '../..'),
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('The build failed; not starting the server.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, fingerprint);
}
