// Starts `node --import tsx server/start.ts` (the production server over an existing build) as a
// child process for the lead benchmark and the durability test, and fetches an anti-forgery token.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `node` arguments that start the production server: TypeScript, through tsx (decision 0030). */
export const SERVER_ARGS = ['--import', 'tsx', 'server/start.ts'];

/**
 * @param {{ port: number, env?: Record<string, string> }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, origin: string }>}
 */
export async function startProductionServer({ port, env = {} }) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: appDir,
    env: { ...process.env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A loaded 2-core machine takes 15 s and more to start it (tsx compiles the server first).
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { child, origin };
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
 * Resolves when the child has exited.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export function stopServer(child, signal) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', () => resolve(undefined));
    child.kill(signal);
  });
}
