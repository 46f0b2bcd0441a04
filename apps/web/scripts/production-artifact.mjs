// The production artifact: the site's build, its server and only their production dependencies,
// in a folder that runs anywhere with Node (`node --import tsx server/start.ts`) and no workspace
// around it.
// The Dockerfile makes its runtime image with this script; operators and
// e2e/production-artifact.spec.ts use it too, so there is one recipe.
//
//   node apps/web/scripts/production-artifact.mjs <outDir>     (after `pnpm build`)
//   BUILD_DIR=build-x node apps/web/scripts/production-artifact.mjs <outDir>
//
// `pnpm deploy` copies the package's `files` (build, server) and installs its production
// dependencies at the workspace lockfile's versions; workspace packages are copied with their own
// `files` (the content package brings its embedded content, which the server build reads at
// runtime). pnpm 10's deploy needs inject-workspace-packages: it is set for this command only,
// since in the workspace it would stop live edits of the packages from reaching the dev server.
// Not `--legacy`: pnpm 10.34's legacy deploy also writes a stray node_modules/.bin outside the
// target (pnpm/pnpm#10981).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(appDir, '../..');
const DEFAULT_BUILD_DIR = path.join(appDir, 'build');

/** What the artifact must hold to serve: checked before and after the deploy. */
const BUILD_FILES = [
  'client/index.html',
  'client/404.html',
  'server/index.js',
  'csp-hashes.json',
  'page-etags.json',
];
const ARTIFACT_FILES = [
  'server/start.ts',
  // The server is TypeScript and runs through tsx (decision 0030), a production dependency.
  'node_modules/tsx/package.json',
  'node_modules/@tablogs/content/embedded/assets.json',
  'node_modules/better-sqlite3/package.json',
  ...BUILD_FILES.map((file) => `build/${file}`),
];

/**
 * Writes the artifact into `outDir` (created; it must not hold anything yet).
 * @param {string} outDir
 * @param {{ buildDir?: string, stdio?: 'inherit' | 'pipe' }} [options] `buildDir`: the build to
 *   ship (default apps/web/build); `stdio`: where pnpm's output goes
 */
export function makeProductionArtifact(outDir, options = {}) {
  const target = path.resolve(outDir);
  const buildDir = options.buildDir ? path.resolve(appDir, options.buildDir) : DEFAULT_BUILD_DIR;
  const missing = BUILD_FILES.filter((file) => !existsSync(path.join(buildDir, file)));
  if (missing.length > 0) {
    throw new Error(`${buildDir} is not a finished build (no ${missing.join(', ')}): build first`);
  }
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty; give a new or empty folder`);
  }
  mkdirSync(target, { recursive: true });

  const deploy = spawnSync(
    'pnpm',
    [
      '--config.inject-workspace-packages=true',
      '--filter',
      '@tablogs/web',
      'deploy',
      '--prod',
      target,
    ],
    { cwd: repoDir, stdio: options.stdio ?? 'inherit', encoding: 'utf8' },
  );
  if (deploy.status !== 0) {
    const output = options.stdio === 'pipe' ? `\n${deploy.stdout}${deploy.stderr}` : '';
    throw new Error(`pnpm deploy failed (${deploy.error?.message ?? deploy.status})${output}`);
  }

  // The build the link names (scripts/build-release.mjs), as a plain folder; no server's mark.
  cpSync(realpathSync(buildDir), path.join(target, 'build'), {
    recursive: true,
    filter: (source) => !path.basename(source).startsWith('.in-use-'),
  });
  removeTestFiles(path.join(target, 'node_modules'));
  // TypeScript comes in as an optional peer of React Router's packages; nothing runs it (tsx
  // strips types with esbuild), so the runtime does without the compiler (decision 0035).
  const store = path.join(target, 'node_modules', '.pnpm');
  for (const name of readdirSync(store).filter((dir) => dir.startsWith('typescript@'))) {
    rmSync(path.join(store, name), { recursive: true, force: true });
  }
  const incomplete = ARTIFACT_FILES.filter((file) => !existsSync(path.join(target, file)));
  if (incomplete.length > 0) throw new Error(`The artifact lacks ${incomplete.join(', ')}`);
  return target;
}

/**
 * The workspace packages are installed with their sources, tests included: the runtime needs
 * none of those (`*.test.ts`, `*.property.test.ts`, the packages' `testing/` helpers).
 * @param {string} dir
 */
function removeTestFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      if (entry.name === 'testing' && full.includes(`${path.sep}@tablogs${path.sep}`)) {
        rmSync(full, { recursive: true, force: true });
      } else {
        removeTestFiles(full);
      }
    } else if (/\.test\.(ts|tsx|js|mjs)$/.test(entry.name) && full.includes('@tablogs')) {
      rmSync(full, { force: true });
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [outDir] = process.argv.slice(2);
  if (!outDir) {
    console.error('Usage: node apps/web/scripts/production-artifact.mjs <outDir>');
    process.exit(2);
  }
  try {
    // Through `pnpm --filter @tablogs/web artifact <dir>` the folder is named from where pnpm ran.
    const from = process.env.npm_lifecycle_event === 'artifact' ? process.env.INIT_CWD : undefined;
    const target = makeProductionArtifact(path.resolve(from ?? '.', outDir), {
      buildDir: process.env.BUILD_DIR,
    });
    console.log(
      `Production artifact in ${target}: start it with \`node --import tsx server/start.ts\``,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
