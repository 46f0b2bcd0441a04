// The production artifact: the site's build, its server (@tablogs/server) and only their
// production dependencies, in a folder that runs anywhere with Node (`node server/start.js`) and
// no workspace around it. This file says what goes in; artifact/compile.mjs compiles the server
// and the workspace packages to JavaScript (decision 0042) and writes `server/start.js`, which
// names the artifact as the server's APP_DIR and starts the compiled package; artifact/prune.mjs
// leaves out TypeScript, the compiler (tsx, esbuild, typescript) and test files.
// The Dockerfile makes its runtime image with this script; operators and
// e2e/production-artifact.spec.ts use it too, so there is one recipe.
//
//   node apps/web/scripts/production-artifact.mjs <outDir>     (after `pnpm build`)
//   BUILD_DIR=build-x node apps/web/scripts/production-artifact.mjs <outDir>
//
// `pnpm deploy` copies the package's `files` (bin) and installs its production
// dependencies at the workspace lockfile's versions; workspace packages are copied with their own
// `files` (the content package brings its embedded content, which the server build reads at
// runtime). pnpm 10's deploy needs inject-workspace-packages: it is set for this command only,
// since in the workspace it would stop live edits of the packages from reaching the dev server.
// Not `--legacy`: pnpm 10.34's legacy deploy also writes a stray node_modules/.bin outside the
// target (pnpm/pnpm#10981).
//
// pnpm deploy hard-links files from the workspace and the store into the target (the artifact's
// node_modules/@tablogs/leads/package.json is the same file as packages/leads/package.json), so
// this script never writes into a file it did not create: it deletes and writes anew.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARTIFACT_SERVER_ARGS, compileServer, writeServerEntry } from './artifact/compile.mjs';
import {
  artifactBytes,
  compilerPackages,
  filesMatching,
  removeTestFiles,
  removeTypeScriptAndTests,
  TEST_FILE,
  TYPESCRIPT_FILE,
} from './artifact/prune.mjs';

export { ARTIFACT_SERVER_ARGS } from './artifact/compile.mjs';
export { artifactBytes, COMPILER_PACKAGES, compilerPackages } from './artifact/prune.mjs';

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
  'server/start.js',
  'node_modules/@tablogs/server/src/start.js',
  'node_modules/@tablogs/server/src/production-resolve-hook.js',
  'node_modules/@tablogs/server/src/site/hydration-loader.js',
  'node_modules/@tablogs/leads/src/cli/leads.js',
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
export async function makeProductionArtifact(outDir, options = {}) {
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
  // TypeScript comes in as an optional peer of React Router's packages; nothing runs it, so the
  // runtime does without the compiler (decision 0035).
  const store = path.join(target, 'node_modules', '.pnpm');
  for (const name of readdirSync(store).filter((dir) => dir.startsWith('typescript@'))) {
    rmSync(path.join(store, name), { recursive: true, force: true });
  }
  await compileServer(target);
  writeServerEntry(target);
  removeTypeScriptAndTests(target);
  const incomplete = ARTIFACT_FILES.filter((file) => !existsSync(path.join(target, file)));
  if (incomplete.length > 0) throw new Error(`The artifact lacks ${incomplete.join(', ')}`);
  const compilers = compilerPackages(target);
  if (compilers.length > 0) throw new Error(`The artifact holds ${compilers.join(', ')}`);
  const leftovers = filesMatching(
    target,
    (file) => TYPESCRIPT_FILE.test(file) || TEST_FILE.test(file),
  );
  if (leftovers.length > 0) {
    throw new Error(`The artifact holds TypeScript or tests: ${leftovers.slice(0, 10).join(', ')}`);
  }
  return target;
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
    const target = await makeProductionArtifact(path.resolve(from ?? '.', outDir), {
      buildDir: process.env.BUILD_DIR,
    });
    const megabytes = (artifactBytes(target) / 1e6).toFixed(1);
    console.log(
      `Production artifact in ${target} (${megabytes} MB of files): start it with \`node ${ARTIFACT_SERVER_ARGS.join(' ')}\``,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
