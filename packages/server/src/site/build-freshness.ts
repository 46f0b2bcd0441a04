// Decides whether `pnpm start` must build first: the build records a fingerprint of its inputs
// (paths, sizes and modification times of the sources, and the environment variables the build
// reads), and a start with a different fingerprint rebuilds. So a build of the embedded content
// is stale once CONTENTFUL_SPACE_ID/_DELIVERY_TOKEN name a space, or another space or
// environment, and likewise for the CRM and tag-manager ids the pages embed.
import { spawnSync } from 'node:child_process';
import { type Hash, createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const IGNORED = new Set([
  'node_modules',
  'build',
  // Builds of `pnpm build` (apps/web/scripts/build-release.mjs) and of publishing: outputs, not inputs.
  'build-outputs',
  'build-releases',
  'dist',
  '.turbo',
  '.react-router',
  'test-results',
]);

/**
 * The workspace the app belongs to: the nearest folder above `appDir` with a turbo.json (the
 * repository's root), or null when the app stands alone (a production artifact).
 */
export function workspaceRoot(appDir: string): string | null {
  for (let dir = path.dirname(path.resolve(appDir)); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'turbo.json'))) return dir;
    if (path.dirname(dir) === dir) return null;
  }
}

function inputRoots(appDir: string, repo: string) {
  const packages = path.join(repo, 'packages');
  const packageDirs = existsSync(packages)
    ? readdirSync(packages).map((name) => path.join(packages, name))
    : [];
  return [appDir, ...packageDirs];
}

function addTree(dir: string, hash: Hash) {
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

/**
 * The variables the site build reads: turbo.json's `build.env` list (one list for turbo's cache
 * and this check), where `NAME_*` matches every variable with that prefix.
 */
export function buildEnvironment(
  appDir: string,
  env: Record<string, string | undefined>,
): [string, string][] {
  const repo = workspaceRoot(appDir);
  if (!repo) return [];
  const turbo = JSON.parse(readFileSync(path.join(repo, 'turbo.json'), 'utf8'));
  const patterns: string[] = turbo.tasks?.build?.env ?? [];
  const fits = (name: string, pattern: string) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
  // turbo's `!PATTERN` leaves names out again (the preview settings are read by the server only).
  const included = patterns.filter((pattern) => !pattern.startsWith('!'));
  const excluded = patterns.filter((pattern) => pattern.startsWith('!')).map((p) => p.slice(1));
  const matches = (name: string) =>
    included.some((pattern) => fits(name, pattern)) &&
    !excluded.some((pattern) => fits(name, pattern));
  return Object.keys(env)
    .filter((name) => matches(name) && env[name]?.trim())
    .sort()
    .map((name) => [name, (env[name] as string).trim()]);
}

/**
 * A hash of the sources and the build's environment; the values are hashed, never written out
 * (CONTENTFUL_DELIVERY_TOKEN is a credential).
 */
export function inputFingerprint(
  appDir: string,
  env: Record<string, string | undefined> = process.env,
) {
  const hash = createHash('sha256');
  const repo = workspaceRoot(appDir);
  for (const root of repo ? inputRoots(appDir, repo) : [appDir]) addTree(root, hash);
  for (const [name, value] of buildEnvironment(appDir, env)) hash.update(`env\0${name}\0${value}\n`);
  return hash.digest('hex');
}

/**
 * Whether the site's sources are there to build from. A production artifact
 * (tooling/artifact, the container image) carries only the build, the server and
 * their production dependencies: it serves the build it was made with.
 */
export function hasSources(appDir: string) {
  return existsSync(path.join(appDir, 'app')) && workspaceRoot(appDir) !== null;
}

export async function ensureFreshBuild(appDir: string, buildDir: string) {
  if (process.env.SKIP_BUILD === '1' || !hasSources(appDir)) return;
  const stampFile = path.join(buildDir, '.input-fingerprint');
  const fingerprint = inputFingerprint(appDir);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) return;

  console.log('Sources changed since the last build: building the site first…');
  // The app's own package and what it depends on (`--filter=@tablogs/web...`).
  const { name } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const result = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', `--filter=${name}...`], {
    cwd: workspaceRoot(appDir) ?? appDir,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('The build failed; not starting the server.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, fingerprint);
}
