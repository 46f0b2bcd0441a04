// The production artifact: the site's build, its server (@tablogs/server) and only their
// production dependencies, in a folder that runs anywhere with Node (`node server/start.js`) and
// no workspace around it. `server/start.js` is written here: it names the artifact as the
// server's APP_DIR and starts the compiled package.
// The server and the workspace packages are compiled to JavaScript here (decision 0042), so the
// artifact holds no TypeScript, no compiler (tsx, esbuild, typescript) and no test files.
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
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

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

/** `node` arguments that start the server in an artifact (cwd: the artifact). */
export const ARTIFACT_SERVER_ARGS = ['server/start.js'];

/** Packages that compile or run TypeScript: none of them may be in the artifact. */
export const COMPILER_PACKAGES = ['tsx', 'esbuild', 'typescript'];

/** TypeScript that would need compiling: not declaration files (`.d.ts`), which need nothing. */
const TYPESCRIPT_FILE = /(?<!\.d)\.(ts|tsx|mts|cts)$/;
/** Test files by name, in our code and in the dependencies: `x.test.js`, `x.spec.ts`, …. */
const TEST_FILE = /\.(test|spec)(\.d)?\.[cm]?[jt]sx?$/;
/** The workspace packages' folders of test helpers, and the dependencies' test suites. */
const OUR_TEST_FOLDERS = new Set(['testing', 'fixtures', 'test']);
const TEST_FOLDERS = new Set(['test', 'tests', '__tests__']);

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

/**
 * Compiles the TypeScript the artifact runs to JavaScript beside it, with esbuild (the compiler
 * tsx ran on each start before, decision 0030): the workspace packages' `src/`, the server's
 * (@tablogs/server) among them. One output file per module, so the import order (production-mode
 * first) and module
 * identity are the source's; relative imports name the compiled files (`./app.ts` and the
 * packages' extension-less `./store/db` become `./app.js`, `./store/db.js`), packages stay
 * imports. No `keepNames`: a function's text stays its source's. The TypeScript is deleted after
 * (removeTypeScriptAndTests) and the packages' exports name the JavaScript.
 * @param {string} target
 */
async function compileServer(target) {
  const roots = [];
  const packages = path.join(target, 'node_modules', '@tablogs');
  const packageDirs = readdirSync(packages).map((name) => realpathSync(path.join(packages, name)));
  for (const dir of packageDirs) {
    if (existsSync(path.join(dir, 'src'))) roots.push(path.join(dir, 'src'));
  }
  for (const root of roots) {
    const entryPoints = filesMatching(
      root,
      (file) => TYPESCRIPT_FILE.test(file) && !TEST_FILE.test(file),
    );
    if (entryPoints.length === 0) continue;
    await build({
      entryPoints,
      // Paths in the output's comments (`// publish/publisher.ts`) start at the root.
      absWorkingDir: root,
      outdir: root,
      outbase: root,
      bundle: true,
      packages: 'external',
      plugins: [relativeImportsStayModules],
      platform: 'node',
      format: 'esm',
      // The oldest Node the site supports (engines; the image runs 24, decision 0045).
      target: 'node22.12',
      jsx: 'automatic',
      // The repository's compiler settings that change the output (tooling/typescript/base.json),
      // given here so esbuild reads no tsconfig.json: the packages' extend @tablogs/tsconfig,
      // which the artifact does not have.
      tsconfigRaw: {
        compilerOptions: { verbatimModuleSyntax: true, useDefineForClassFields: true },
      },
      logLevel: 'warning',
    });
  }
  for (const dir of packageDirs) pointExportsAtJavaScript(dir);
  // `pnpm start` in the artifact; its other scripts need the workspace.
  const manifest = path.join(target, 'package.json');
  const app = JSON.parse(readFileSync(manifest, 'utf8'));
  rewriteFile(
    manifest,
    `${JSON.stringify({ ...app, scripts: { start: `node ${ARTIFACT_SERVER_ARGS.join(' ')}` } }, null, 2)}\n`,
  );
}

/**
 * `server/start.js`: the artifact's entry (`node server/start.js`, the image's CMD). It names the
 * artifact as the server's APP_DIR, found by this file's own path, not the working directory (the
 * image starts in /data), then starts the compiled @tablogs/server, whose start.js loads its
 * production mode before any dependency. Only built-in modules come before it.
 * @param {string} target
 */
function writeServerEntry(target) {
  mkdirSync(path.join(target, 'server'), { recursive: true });
  writeFileSync(
    path.join(target, 'server', 'start.js'),
    `// The production server (@tablogs/server) serving this artifact's build (../build).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.APP_DIR ||= path.dirname(path.dirname(fileURLToPath(import.meta.url)));
await import('@tablogs/server/start');
`,
  );
}

/**
 * esbuild plugin: every relative import is left to Node, naming the file its module compiles to.
 * @type {import('esbuild').Plugin}
 */
const relativeImportsStayModules = {
  name: 'relative-imports-stay-modules',
  setup(compiler) {
    compiler.onResolve({ filter: /^\.\.?(\/|$)/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.kind === 'entry-point') return undefined;
      const resolved = await compiler.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      let specifier = path
        .relative(path.dirname(args.importer), resolved.path)
        .split(path.sep)
        .join('/')
        .replace(TYPESCRIPT_FILE, '.js');
      if (!specifier.startsWith('.')) specifier = `./${specifier}`;
      return { path: specifier, external: true };
    });
  },
};

/**
 * The package's `exports` (and `main`) name the compiled `.js` of each `.ts`/`.tsx` entry;
 * entries whose file is gone (the `testing` helpers) are dropped.
 * @param {string} dir
 */
function pointExportsAtJavaScript(dir) {
  const manifest = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  /** @param {unknown} target @returns {unknown} */
  const retarget = (target) => {
    if (typeof target === 'string') {
      const compiled = target.replace(TYPESCRIPT_FILE, '.js');
      return existsSync(path.join(dir, compiled)) ? compiled : undefined;
    }
    if (target && typeof target === 'object') {
      const entries = Object.entries(target)
        .map(([key, value]) => [key, retarget(value)])
        .filter(([, value]) => value !== undefined);
      return entries.length > 0 ? Object.fromEntries(entries) : undefined;
    }
    return target;
  };
  const next = { ...pkg };
  if (pkg.exports !== undefined) next.exports = retarget(pkg.exports);
  if (typeof pkg.main === 'string') next.main = retarget(pkg.main);
  if (JSON.stringify(next) !== JSON.stringify(pkg)) {
    rewriteFile(manifest, `${JSON.stringify(next, null, 2)}\n`);
  }
}

/**
 * Deletes, everywhere in the artifact, TypeScript files (compiled by now, or in dependencies where
 * Node never loads them: Node strips no types under node_modules) and
 * test files by name.
 * @param {string} target
 */
function removeTypeScriptAndTests(target) {
  for (const file of filesMatching(
    target,
    (name) => TYPESCRIPT_FILE.test(name) || TEST_FILE.test(name),
  )) {
    rmSync(file, { force: true });
  }
}

/**
 * Every file under `dir` (symbolic links not followed) whose path `keep` accepts.
 * @param {string} dir
 * @param {(file: string) => boolean} keep
 * @returns {string[]}
 */
function filesMatching(dir, keep) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesMatching(full, keep));
    else if (entry.isFile() && keep(full)) found.push(full);
  }
  return found;
}

/**
 * The compiler packages installed in the artifact, at the top or in its store.
 * @param {string} target
 */
export function compilerPackages(target) {
  const modules = path.join(target, 'node_modules');
  const store = readdirSync(path.join(modules, '.pnpm'));
  return [
    ...COMPILER_PACKAGES.filter((name) => existsSync(path.join(modules, name))),
    ...store.filter((dir) =>
      COMPILER_PACKAGES.some((name) => dir.startsWith(`${name}@`) || dir.startsWith(`@${name}+`)),
    ),
  ];
}

/**
 * Replaces a file without writing into it: it may be a hard link to the workspace or the store.
 * @param {string} file
 * @param {string} text
 */
function rewriteFile(file, text) {
  rmSync(file, { force: true });
  writeFileSync(file, text);
}

/**
 * The artifact's size: its files' bytes, each hard-linked file once (as `du --apparent-size`).
 * @param {string} dir
 * @returns {number}
 */
export function artifactBytes(dir) {
  const seen = new Set();
  let bytes = 0;
  for (const file of filesMatching(dir, () => true)) {
    const stat = lstatSync(file);
    if (seen.has(stat.ino)) continue;
    seen.add(stat.ino);
    bytes += stat.size;
  }
  return bytes;
}

/**
 * The workspace packages are installed with their sources, test helpers included: the runtime
 * needs none of those (the `testing/` folders and `testing.ts` entries, the content package's
 * `fixtures/`, which only its `testing` entry uses, the UI package's test setup in `test/`).
 * Dependencies ship their test suites in `test/`, `tests/` or `__tests__/` folders, which nothing
 * imports at runtime. Test files by name go with the TypeScript (removeTypeScriptAndTests).
 * @param {string} dir
 */
function removeTestFiles(dir) {
  // A folder right in node_modules (or a scope) is a package, even one named `test`.
  const inPackage =
    path.basename(dir) !== 'node_modules' &&
    !(path.basename(dir).startsWith('@') && path.basename(path.dirname(dir)) === 'node_modules');
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const ours = full.includes(`${path.sep}@tablogs${path.sep}`);
    if (entry.isDirectory()) {
      const tests = ours ? OUR_TEST_FOLDERS : TEST_FOLDERS;
      if (inPackage && tests.has(entry.name)) {
        rmSync(full, { recursive: true, force: true });
      } else {
        removeTestFiles(full);
      }
    } else if (ours && entry.name === 'testing.ts') {
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
