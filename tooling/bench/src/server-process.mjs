// The site's production server as a child process, for the benchmarks: which server to start is
// the caller's (an app names its server's entry, resolved from the app's folder, and the folder it
// runs in), so these tools import no app and no server. Also the anti-forgery token a form needs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * How to start a server: `node <args>` in `cwd` (the server's APP_DIR, its working directory).
 * `entry` is the module `args` runs, the process whose memory and CPU are the server's.
 * @typedef {{ cwd: string, args: string[], entry: string }} ServerCommand
 */

/**
 * The server an app names: `entry` (a package export such as `@tablogs/server/start`, or a path)
 * resolved from `appDir`, run by `node` in `appDir`; a TypeScript entry runs through tsx (which
 * the app then depends on; decision 0030).
 * @param {{ appDir: string, entry: string }} options
 * @returns {ServerCommand}
 */
export function serverCommand({ appDir, entry }) {
  const cwd = path.resolve(appDir);
  const resolved = createRequire(path.join(cwd, 'package.json')).resolve(entry);
  const args = resolved.endsWith('.ts') ? ['--import', 'tsx', resolved] : [resolved];
  return { cwd, args, entry: resolved };
}

/**
 * Starts the server on 127.0.0.1:`port` (SKIP_BUILD=1) and waits, up to a minute, for /healthz.
 * @param {ServerCommand} server
 * @param {{ port: number, env?: Record<string, string>, captureOutput?: boolean }} options
 *   `captureOutput`: keep everything the server writes (its JSON log) in `output()`
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, origin: string, output: () => string }>}
 */
export async function startServer(server, { port, env = {}, captureOutput = false }) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, server.args, {
    cwd: server.cwd,
    env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port), ...env },
    // Without capture its log is not read at all: a pipe nobody reads fills up and then blocks
    // the server's next log line, shutdown included.
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
