// `pnpm build` for the site: builds into a fresh directory, then switches `build` (a symlink) to
// it in one rename, so no file a running server reads is ever rewritten — the way a publish
// already switches (docs/decisions/0035-drain-logs-metrics-alerts.md, 0004). A server resolves
// the link when it starts and keeps its build; older builds are removed unless a live server
// marked one as its own (packages/server/src/site/build-in-use.ts).
import { spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds kept besides the new one, whether or not a server is on them. */
const KEEP_PREVIOUS = 1;
const IN_USE_PREFIX = '.in-use-';
/** A build's site-files folder older than this is from a build that was killed (one takes minutes). */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Where the builds of `target` live: `build-outputs/` beside it, one folder per build.
 * @param {string} target the path servers read (BUILD_DIR, default `build`)
 */
export function buildsDirOf(target) {
  return path.join(path.dirname(target), 'build-outputs');
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const runningSteps = new Set();

/**
 * Runs a step of the build; a failed step stops the others, removes the build folders and exits.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv & { BUILD_DIR: string }} env
 * @param {string[]} unused the folders to remove when it fails
 */
async function run(command, args, env, unused) {
  const child = spawn(command, args, { cwd: appDir, stdio: 'inherit', env });
  runningSteps.add(child);
  const status = await new Promise((resolve) => child.once('exit', resolve));
  runningSteps.delete(child);
  if (status !== 0) {
    for (const other of runningSteps) other.kill();
    console.error(`${command} ${args.join(' ')} failed; ${path.basename(env.BUILD_DIR)} is left unused`);
    for (const dir of unused) rmSync(dir, { recursive: true, force: true });
    process.exit(status ?? 1);
  }
}

/**
 * Points `target` at `buildDir` atomically (a new link renamed over the old one).
 * @param {string} target
 * @param {string} buildDir
 */
export function switchTo(target, buildDir) {
  if (existsSync(target) && !lstatSync(target).isSymbolicLink()) {
    // A build from before this script: a real directory where the link goes. It moves in with
    // the others (a server started on it before now loses its files: 404s until restarted).
    renameSync(target, path.join(buildsDirOf(target), `${path.basename(target)}-moved-${Date.now()}`));
  }
  const link = `${target}.switch-${process.pid}`;
  rmSync(link, { force: true });
  symlinkSync(path.relative(path.dirname(target), buildDir), link, 'dir');
  renameSync(link, target);
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Whether a running server marked this build as the one it serves.
 * @param {string} buildDir
 */
function inUse(buildDir) {
  return readdirSync(buildDir)
    .filter((name) => name.startsWith(IN_USE_PREFIX))
    .some((name) => alive(Number(name.slice(IN_USE_PREFIX.length))));
}

/**
 * Removes the builds of `target` older than the kept ones that no live server is on.
 * @param {string} target
 */
export function pruneBuilds(target) {
  const dir = buildsDirOf(target);
  const current = existsSync(target) ? path.resolve(path.dirname(target), readlinkSync(target)) : '';
  const prefix = `${path.basename(target)}-`;
  const builds = readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .map((name) => path.join(dir, name))
    .filter((build) => build !== current)
    .sort()
    .reverse();
  for (const old of builds.slice(KEEP_PREVIOUS)) {
    if (!inUse(old)) rmSync(old, { recursive: true, force: true });
  }
  // A finished build moves its site files into the build; a killed one (SIGKILL, a lost machine)
  // leaves its folder. Another build may be writing a recent one, so only old ones go.
  for (const name of readdirSync(dir).filter((each) => each.startsWith('site-files-'))) {
    const folder = path.join(dir, name);
    if (Date.now() - statSync(folder).mtimeMs > ABANDONED_AFTER_MS) {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = path.resolve(appDir, process.env.BUILD_DIR ?? 'build');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const buildDir = path.join(buildsDirOf(target), `${path.basename(target)}-${stamp}`);
  mkdirSync(path.dirname(buildDir), { recursive: true });
  // Beside the build, not in it: React Router empties the build folder when it starts.
  const siteFiles = path.join(buildsDirOf(target), `site-files-${stamp}`);
  const unused = [buildDir, siteFiles];
  const env = { ...process.env, BUILD_DIR: buildDir, SITE_FILES_DIR: siteFiles };
  // The prerender renders pages on one core, so the content files and their image variants, which
  // do not depend on pages, are written meanwhile (site-files.mjs).
  await Promise.all([
    // The prerender renders every page in this process through React's CommonJS builds, which
    // pick development or production by NODE_ENV when loaded. Vite does not set it: unset, pages
    // rendered with React's development build, 17 ms a page against 13 (the same HTML).
    run('pnpm', ['exec', 'react-router', 'build'], { ...env, NODE_ENV: 'production' }, unused),
    run(process.execPath, ['scripts/site-files.mjs', siteFiles], env, unused),
  ]);
  // The draft preview's client entry, into the build React Router just wrote (it empties the folder).
  await run('pnpm', ['exec', 'vite', 'build', '--config', 'vite.preview.config.ts', '--logLevel', 'warn'], env, unused);
  await run(process.execPath, ['scripts/postbuild.mjs'], env, unused);
  switchTo(target, buildDir);
  pruneBuilds(target);
  console.log(`build: ${path.relative(appDir, target)} → ${path.relative(appDir, buildDir)}`);
}
