import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  appDir,
  PRODUCTION_MODE_REPORTER,
  SERVER_ARGS,
  stopServer,
} from '../../scripts/production-server.mjs';

// The server in the repository (SERVER_ARGS: @tablogs/server's start.ts through tsx), started
// plainly (no NODE_ENV, no --conditions), must run the production builds of React, React DOM and
// React Router. A resolve hook loaded first
// (through --import, as a profiler would: PRODUCTION_MODE_REPORTER) reports every React Router
// module the server resolves and NODE_ENV as the server sees it once it listens. The compiled
// server of a production artifact gets the same check in production-artifact.spec.ts.
const PORT = Number(process.env.PRODUCTION_MODE_PORT ?? 4405);

test('the production server runs the production builds, whoever starts it', async () => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'production-mode-'));
  const { NODE_ENV: _, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', PRODUCTION_MODE_REPORTER, ...SERVER_ARGS], {
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

test('a second server on a port in use says so and exits 1', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'port-in-use-'));
  const port = new URL(baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4310}`).port;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: appDir,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (part) => {
    output += String(part);
  });
  try {
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    const fatal = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .find((line) => line.level === 60);
    expect(fatal).toMatchObject({ code: 'EADDRINUSE', port: Number(port) });
    expect(fatal.msg).toContain('could not listen');
    expect(output).not.toContain('listening on');
  } finally {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
