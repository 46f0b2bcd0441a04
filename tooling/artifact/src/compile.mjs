// How the production artifact's server is compiled (make-artifact.mjs): the workspace
// packages' TypeScript to JavaScript with esbuild (decision 0042), their exports pointed at it,
// and the artifact's start script, `server/start.js`.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { filesMatching, TEST_FILE, TYPESCRIPT_FILE } from './prune.mjs';

/** `node` arguments that start the server in an artifact (cwd: the artifact). */
export const ARTIFACT_SERVER_ARGS = ['server/start.js'];

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
export async function compileServer(target) {
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
export function writeServerEntry(target) {
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
 * Replaces a file without writing into it: it may be a hard link to the workspace or the store.
 * @param {string} file
 * @param {string} text
 */
function rewriteFile(file, text) {
  rmSync(file, { force: true });
  writeFileSync(file, text);
}
