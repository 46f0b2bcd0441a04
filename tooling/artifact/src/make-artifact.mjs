// The production artifact: an app's build, its server (@tablogs/server) and only their
// production dependencies, in a folder that runs anywhere with Node (`node server/start.js`) and
// no workspace around it. This file says what goes in; compile.mjs compiles the server and the
// workspace packages to JavaScript (decision 0042) and writes `server/start.js`, which names the
// artifact as the server's APP_DIR and starts the compiled package; prune.mjs leaves out
// TypeScript, the compiler (tsx, esbuild, typescript) and test files. What is the app's own (its
// package name, its build folder, the files a finished build and a finished artifact hold) is in
// the app's `artifact.json` (decision 0053), so nothing here imports the app.
// The Dockerfile makes its runtime image with this tool; operators and
// apps/web/e2e/server/production-artifact.spec.ts use it too, so there is one recipe.
//
//   pnpm --filter @tablogs/web artifact <outDir>           (after `pnpm build`)
//   tablogs-artifact --app apps/web <outDir>               (BUILD_DIR=build-x picks another build)
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
// this tool never writes into a file it did not create: it deletes and writes anew.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { compileServer, writeServerEntry } from './compile.mjs';
import {
  compilerPackages,
  filesMatching,
  removeTestFiles,
  removeTypeScriptAndTests,
  TEST_FILE,
  TYPESCRIPT_FILE,
} from './prune.mjs';

/**
 * An app's facts, from its `artifact.json`.
 * @typedef {{
 *   package: string,
 *   buildDir: string,
 *   buildFiles: string[],
 *   artifactFiles: string[],
 * }} ArtifactFacts
 */

/**
 * Reads and checks `<appDir>/artifact.json`.
 * @param {string} appDir
 * @returns {ArtifactFacts}
 */
export function readArtifactFacts(appDir) {
  const file = path.join(appDir, 'artifact.json');
  if (!existsSync(file)) throw new Error(`${appDir} has no artifact.json: give the app's folder`);
  /** @type {Record<string, unknown>} */
  const facts = JSON.parse(readFileSync(file, 'utf8'));
  const strings = (/** @type {unknown} */ value) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (
    typeof facts.package !== 'string' ||
    typeof facts.buildDir !== 'string' ||
    !strings(facts.buildFiles) ||
    !strings(facts.artifactFiles)
  ) {
    throw new Error(
      `${file} needs package, buildDir (strings), buildFiles and artifactFiles (lists)`,
    );
  }
  return /** @type {ArtifactFacts} */ (facts);
}

/**
 * The workspace root above `dir`: the folder with pnpm-workspace.yaml, where `pnpm deploy` runs.
 * @param {string} dir
 */
function workspaceRoot(dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'pnpm-workspace.yaml'))) return at;
    if (path.dirname(at) === at) throw new Error(`${dir} is not inside a pnpm workspace`);
  }
}

/**
 * Writes the artifact of the app in `options.appDir` into `outDir` (created; it must not hold
 * anything yet).
 * @param {string} outDir
 * @param {{ appDir: string, buildDir?: string, stdio?: 'inherit' | 'pipe' }} options `appDir`: the
 *   app's folder (its artifact.json); `buildDir`: the build to ship, from the app's folder
 *   (default artifact.json's); `stdio`: where pnpm's output goes
 */
export async function makeProductionArtifact(outDir, options) {
  const appDir = path.resolve(options.appDir);
  const facts = readArtifactFacts(appDir);
  const target = path.resolve(outDir);
  const buildDir = path.resolve(appDir, options.buildDir || facts.buildDir);
  const missing = facts.buildFiles.filter((file) => !existsSync(path.join(buildDir, file)));
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
      facts.package,
      'deploy',
      '--prod',
      target,
    ],
    { cwd: workspaceRoot(appDir), stdio: options.stdio ?? 'inherit', encoding: 'utf8' },
  );
  if (deploy.status !== 0) {
    const output = options.stdio === 'pipe' ? `\n${deploy.stdout}${deploy.stderr}` : '';
    throw new Error(`pnpm deploy failed (${deploy.error?.message ?? deploy.status})${output}`);
  }

  // The build the link names (the app's build may be a link to a release), as a plain folder; no
  // server's mark.
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
  const expected = [...facts.artifactFiles, ...facts.buildFiles.map((file) => `build/${file}`)];
  const incomplete = expected.filter((file) => !existsSync(path.join(target, file)));
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
