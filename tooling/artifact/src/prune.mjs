// What the production artifact leaves out (make-artifact.mjs): TypeScript once compiled,
// test files and test folders, the compiler packages; and how it is measured.
import { existsSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Packages that compile or run TypeScript: none of them may be in the artifact. */
export const COMPILER_PACKAGES = ['tsx', 'esbuild', 'typescript'];

/** TypeScript that would need compiling: not declaration files (`.d.ts`), which need nothing. */
export const TYPESCRIPT_FILE = /(?<!\.d)\.(ts|tsx|mts|cts)$/;
/** Test files by name, in our code and in the dependencies: `x.test.js`, `x.spec.ts`, …. */
export const TEST_FILE = /\.(test|spec)(\.d)?\.[cm]?[jt]sx?$/;
/** The workspace packages' folders of test helpers, and the dependencies' test suites. */
const OUR_TEST_FOLDERS = new Set(['testing', 'fixtures', 'test']);
const TEST_FOLDERS = new Set(['test', 'tests', '__tests__']);

/**
 * Deletes, everywhere in the artifact, TypeScript files (compiled by now, or in dependencies where
 * Node never loads them: Node strips no types under node_modules) and
 * test files by name.
 * @param {string} target
 */
export function removeTypeScriptAndTests(target) {
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
export function filesMatching(dir, keep) {
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
export function removeTestFiles(dir) {
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
