import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appDir, SERVER_ARGS, stopServer } from '../scripts/production-server.mjs';

// `node --import tsx server/start.ts`, started plainly (no NODE_ENV, no --conditions), must run
// the production builds of React, React DOM and React Router. A resolve hook loaded first
// (through --import, as a profiler would) reports every React Router module the server resolves
// and NODE_ENV as the server sees it once it listens.
const PORT = Number(process.env.PRODUCTION_MODE_PORT ?? 4405);
const REPORTER = `data:text/javascript,${encodeURIComponent(`
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (result.url.includes('/react-router/dist/')) process.stderr.write('resolved ' + result.url + '\\\\n');
  return result;
}\`));
process.on('SIGTERM', () => { process.stderr.write('NODE_ENV=' + process.env.NODE_ENV + '\\\\n'); process.exit(0); });
`)}`;

test('the production server runs the production builds, whoever starts it', async () => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'production-mode-'));
  const { NODE_ENV: _, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', REPORTER, ...SERVER_ARGS], {
    cwd: appDir,
    env: { ...env, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: String(PORT), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (part) => {
    stderr += String(part);
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${PORT}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
    // A request through React Router's handler (the form API) loads the rest of its modules.
    expect((await fetch(`http://127.0.0.1:${PORT}/api/region`)).status).toBe(200);
  } finally {
    await stopServer(child, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const resolved = stderr.split('\n').filter((line) => line.startsWith('resolved '));
  expect(resolved.length).toBeGreaterThan(0);
  expect(resolved.filter((line) => !line.includes('/dist/production/'))).toEqual([]);
  expect(stderr).toContain('NODE_ENV=production');
});
