// The app's own server over a build, started for an audit and stopped with it.
import { spawn } from 'node:child_process';

/**
 * Starts the server (`node <args>` in `appDir`) on 127.0.0.1:`port` and waits until /healthz
 * answers: up to a minute, as Playwright's web server gets (tsx starting on a busy 2-core host
 * took more than ten seconds, 2026-11-28, load average 30).
 * @param {{ appDir: string, args: string[], port: number, env?: NodeJS.ProcessEnv,
 *   started: import('node:child_process').ChildProcess[] }} options
 *   `env` is added to this process's (BUILD_DIR names another build); the server joins `started`
 *   as soon as it is spawned, so an audit stopped while it starts stops it too
 */
export async function startServer({ appDir, args, port, env = {}, started }) {
  const server = spawn(process.execPath, args, {
    cwd: appDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1' },
    // Its request log is not read here: a pipe nobody reads fills up, and the server's next log
    // line then blocks it, shutdown included (it outlived the audit and held turbo's output).
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(server);
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`The server did not start on ${origin}`);
}

/**
 * Drains and stops a server (SIGKILL after 15 s): none outlives the audit holding turbo's output.
 * @param {import('node:child_process').ChildProcess | undefined} server
 */
export function stopServer(server) {
  return new Promise((resolve) => {
    if (!server || server.exitCode !== null || server.signalCode !== null) {
      return resolve(undefined);
    }
    const backstop = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(backstop);
      resolve(undefined);
    });
    server.kill('SIGTERM');
  });
}
