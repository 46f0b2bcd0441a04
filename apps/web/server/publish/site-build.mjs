// Builds the site into a directory of its own, in child processes, exactly as `pnpm build` does
// for the web app (React Router's prerender from the configured content source, then the
// postbuild), so the running server keeps serving its current build meanwhile.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * @param {{ appDir: string, buildDir: string, env?: NodeJS.ProcessEnv, log?: (line: string) => void }} options
 * @returns {Promise<void>} rejects with the build's last output lines when a step fails
 */
export async function buildSiteInto({ appDir, buildDir, env = process.env, log = () => {} }) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const reactRouterCli = path.join(
    path.dirname(require.resolve('@react-router/dev/package.json')),
    'bin.js',
  );
  const childEnv = { ...env, BUILD_DIR: buildDir };
  await run(process.execPath, [reactRouterCli, 'build'], { cwd: appDir, env: childEnv, log });
  await run(process.execPath, ['scripts/postbuild.mjs'], { cwd: appDir, env: childEnv, log });
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, log: (line: string) => void }} options
 */
function run(command, args, { cwd, env, log }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {string[]} */
    const tail = [];
    const keep = (/** @type {Buffer} */ chunk) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        log(line);
        tail.push(line);
        if (tail.length > 20) tail.shift();
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(undefined);
      else
        reject(
          new Error(`${path.basename(args[0] ?? command)} exited ${code}:\n${tail.join('\n')}`),
        );
    });
  });
}
