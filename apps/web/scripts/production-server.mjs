// Starts the production server (@tablogs/server's src/start.ts through tsx) over an existing build
// of this app, in the repository, as a child process for the lead benchmark and the durability
// test, and fetches an anti-forgery token. A production artifact starts compiled JavaScript
// instead (`node server/start.js`, ARTIFACT_SERVER_ARGS in production-artifact.mjs, decision 0042).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This app: the server's APP_DIR (its `build` link and sources), given as the working directory. */
export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The server's entry, `@tablogs/server/start`: packages/server/src/start.ts in the repository. */
export const SERVER_START = fileURLToPath(import.meta.resolve('@tablogs/server/start'));

/**
 * `node` arguments that start the production server in the repository, from this app's folder
 * (the server's APP_DIR defaults to the working directory): TypeScript, through tsx (decision
 * 0030; tsx is a dev dependency since 0042, which compiles the artifact's server).
 */
export const SERVER_ARGS = ['--import', 'tsx', SERVER_START];

/**
 * A module for `node --import` before the server: a resolve hook that writes `resolved <url>` to
 * stderr for every React Router module resolved, and `NODE_ENV=<value>` on SIGTERM. It shows
 * whether a server runs the production builds (e2e/production-server-mode.spec.ts).
 */
export const PRODUCTION_MODE_REPORTER = `data:text/javascript,${encodeURIComponent(`
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (result.url.includes('/react-router/dist/')) process.stderr.write('resolved ' + result.url + '\\\\n');
  return result;
}\`));
process.on('SIGTERM', () => { process.stderr.write('NODE_ENV=' + process.env.NODE_ENV + '\\\\n'); process.exit(0); });
`)}`;

/**
 * @param {{ port: number, env?: Record<string, string>, captureOutput?: boolean }} options
 *   `captureOutput`: keep everything the server writes (its JSON log) in `output()`
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, origin: string, output: () => string }>}
 */
export async function startProductionServer({ port, env = {}, captureOutput = false }) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: appDir,
    env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', captureOutput ? 'pipe' : 'ignore', captureOutput ? 'pipe' : 'inherit'],
  });
  /** @type {Buffer[]} */
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  const output = () => Buffer.concat(chunks).toString('utf8');
  // A minute: a loaded 2-core machine takes 15 s and more (tsx compiles the server first).
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}\n${output().slice(-2000)}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { child, origin, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The production server did not answer ${origin}/healthz`);
}

/**
 * The XSRF-TOKEN cookie /api/xsrf-token hands out, and the headers a form POST then needs.
 * @param {string} origin
 */
export async function formHeaders(origin) {
  const response = await fetch(`${origin}/api/xsrf-token`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error('The server set no XSRF-TOKEN cookie');
  const token = cookie.slice('XSRF-TOKEN='.length).split(';')[0] ?? '';
  return {
    'Content-Type': 'application/json',
    Cookie: `XSRF-TOKEN=${token}`,
    'X-XSRF-TOKEN': token,
  };
}

/**
 * Resolves when the child has exited; after `killAfterMs`, if given, it gets SIGKILL, so a server
 * stuck in its shutdown cannot outlive the caller.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 * @param {number} [killAfterMs]
 */
export function stopServer(child, signal, killAfterMs) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    const backstop =
      killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.once('exit', () => {
      clearTimeout(backstop);
      resolve(undefined);
    });
    child.kill(signal);
  });
}
