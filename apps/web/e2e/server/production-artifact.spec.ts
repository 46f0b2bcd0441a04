import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  ARTIFACT_SERVER_ARGS,
  artifactBytes,
  COMPILER_PACKAGES,
  compilerPackages,
  makeProductionArtifact,
} from '@tablogs/artifact';
import Database from 'better-sqlite3';
import { SOCIAL_SECTIONS } from '../../app/seo/social-cards.mjs';
import { cardSvg, renderCard, withoutText } from '../../scripts/og-images.mjs';
import {
  appDir,
  formHeaders,
  PRODUCTION_MODE_REPORTER,
  stopServer,
} from '../../scripts/production-server.mjs';
import { sendPublishWebhook } from '../support/publish-webhook';

// The production artifact, as the container runs it (Dockerfile, @tablogs/artifact):
// made from the current build into a folder outside the workspace, started with a container's
// bare environment and no SKIP_BUILD. It must serve pages, keep a form submission in its data
// folder, and publish (re-render from the embedded content it carries) without the toolchain.
// Its server is @tablogs/server compiled to JavaScript (`node server/start.js` starts it, decision
// 0042): no compiler, no TypeScript and no test files in it.
const PORT = Number(process.env.PRODUCTION_ARTIFACT_PORT ?? 4411);
/** A second server from the artifact, started plainly (production-mode check). */
const PLAIN_PORT = Number(process.env.PRODUCTION_ARTIFACT_PLAIN_PORT ?? PORT + 1);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECRET = 'Ar7tFq2Lm9XcV4bN8sKd3HwJ6yZp1GeU5oIt0nBr3VyXw7KpM2jD9qSh6LuC4aEf';
const DEV_ONLY_PACKAGES = ['vite', '@react-router/dev', 'playwright', '@playwright/test', 'sharp'];

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let workDir: string;
let artifactDir: string;
let dataDir: string;
let server: ChildProcess | undefined;
let serverLog = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'production-artifact-'));
  artifactDir = path.join(workDir, 'site');
  dataDir = path.join(workDir, 'data');
  const started = Date.now();
  await makeProductionArtifact(artifactDir, {
    appDir,
    buildDir: process.env.BUILD_DIR,
    stdio: 'pipe',
  });
  const made = Date.now();

  server = spawn(process.execPath, ARTIFACT_SERVER_ARGS, {
    cwd: artifactDir,
    // What the container sets, and nothing from the workspace (no BUILD_DIR, SKIP_BUILD or
    // CONTENT_EMBEDDED_DIR): the artifact must find its build and content by itself.
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      CONTENTFUL_WEBHOOK_SECRET: SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (part) => {
    serverLog += String(part);
  });
  server.stderr?.on('data', (part) => {
    serverLog += String(part);
  });
  await expect
    .poll(
      () => {
        if (server?.exitCode !== null) throw new Error(`The server exited:\n${serverLog}`);
        return fetch(`${ORIGIN}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  console.log(
    `production artifact: ${(artifactBytes(artifactDir) / 1e6).toFixed(1)} MB of files, made in ${((made - started) / 1000).toFixed(1)} s, answering ${((Date.now() - made) / 1000).toFixed(1)} s after`,
  );
});

test.afterAll(async () => {
  if (server) await stopServer(server, 'SIGTERM');
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('the artifact stands alone: no workspace, no dev dependencies', () => {
  for (let dir = artifactDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    expect(existsSync(path.join(dir, 'pnpm-workspace.yaml')), dir).toBe(false);
  }
  expect(existsSync(path.join(artifactDir, 'app')), 'no sources').toBe(false);
  // Nothing written outside the artifact: where pnpm's legacy deploy puts a stray .bin.
  const repoDir = path.resolve(appDir, '../..');
  expect(existsSync(path.join(appDir, path.relative(repoDir, artifactDir)))).toBe(false);
  const store = readdirSync(path.join(artifactDir, 'node_modules', '.pnpm'));
  for (const name of DEV_ONLY_PACKAGES) {
    expect(existsSync(path.join(artifactDir, 'node_modules', name)), name).toBe(false);
    expect(store.filter((dir) => dir.startsWith(`${name.replace('/', '+')}@`))).toEqual([]);
  }
  // The server package (@tablogs/server) holds no tests, nor do the other workspace packages.
  const serverDir = realpathSync(path.join(artifactDir, 'node_modules', '@tablogs', 'server'));
  const serverFiles = readdirSync(serverDir, { recursive: true }).map(String);
  expect(serverFiles.filter((file) => file.includes('.test.'))).toEqual([]);
  const leadsDir = realpathSync(path.join(artifactDir, 'node_modules', '@tablogs', 'leads'));
  const leadsFiles = readdirSync(leadsDir, { recursive: true }).map(String);
  expect(leadsFiles.filter((file) => /\.test\.[jt]s$|(^|\/)testing\//.test(file))).toEqual([]);
  // No compiler: the server and the packages' code are JavaScript compiled when the artifact was
  // made, and nothing in it compiles or strips types (tsx, esbuild, typescript).
  expect(compilerPackages(artifactDir)).toEqual([]);
  for (const name of COMPILER_PACKAGES) {
    expect(
      store.filter((dir) => dir.startsWith(`${name}@`) || dir.startsWith(`@${name}+`)),
    ).toEqual([]);
  }
  expect(leadsFiles).toContain(path.join('src', 'cli', 'leads.js'));
  expect(leadsFiles).not.toContain(path.join('src', 'cli', 'leads.ts'));
  expect(existsSync(path.join(artifactDir, 'server', 'start.js'))).toBe(true);
  // No TypeScript to run (declaration files are types only) and no test files, anywhere in it.
  const files = readdirSync(artifactDir, { recursive: true }).map(String);
  expect(files.filter((file) => /(?<!\.d)\.(ts|tsx|mts|cts)$/.test(file))).toEqual([]);
  expect(files.filter((file) => /\.(test|spec)(\.d)?\.[cm]?[jt]sx?$/.test(file))).toEqual([]);
  // Nor the dependencies' test suites (a folder right in node_modules would be a package).
  const testFolder = /\/(test|tests|__tests__)\//;
  const packageNamedTest = /node_modules\/(@[^/]+\/)?(test|tests|__tests__)\//;
  expect(files.filter((file) => testFolder.test(file) && !packageNamedTest.test(file))).toEqual([]);
  // The compiled server keeps its module order: production mode first (decision 0001).
  const start = readFileSync(path.join(serverDir, 'src', 'start.js'), 'utf8');
  expect(start.match(/^import .*$/m)?.[0]).toBe('import "./production-mode.js";');
  // The server runs React Router's production build through the pnpm patch's export condition.
  const reactRouter = readFileSync(
    path.join(artifactDir, 'node_modules', 'react-router', 'package.json'),
    'utf8',
  );
  expect(reactRouter).toContain('"production"');
  // It started without building: no sources, so no freshness check.
  expect(serverLog).not.toContain('building the site first');
});

test('the compiled server runs the production builds, started plainly', async () => {
  // As e2e/server/production-server-mode.spec.ts checks the server in the repository: no NODE_ENV, a
  // resolve hook in front; the compiled production-mode.js must still come first (decision 0001).
  const plainData = mkdtempSync(path.join(workDir, 'plain-data-'));
  const child = spawn(
    process.execPath,
    ['--import', PRODUCTION_MODE_REPORTER, ...ARTIFACT_SERVER_ARGS],
    {
      cwd: artifactDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(PLAIN_PORT),
        DATA_DIR: plainData,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (part) => {
    stderr += String(part);
  });
  try {
    await expect
      .poll(
        () => {
          if (child.exitCode !== null) throw new Error(`The server exited:\n${stderr}`);
          return fetch(`http://127.0.0.1:${PLAIN_PORT}/healthz`).then(
            (r) => r.status,
            () => 0,
          );
        },
        { timeout: 60_000 },
      )
      .toBe(200);
    expect((await fetch(`http://127.0.0.1:${PLAIN_PORT}/api/region`)).status).toBe(200);
  } finally {
    await stopServer(child, 'SIGTERM', 15_000);
  }
  const resolved = stderr.split('\n').filter((line) => line.startsWith('resolved '));
  expect(resolved.length).toBeGreaterThan(0);
  expect(resolved.filter((line) => !line.includes('/dist/production/'))).toEqual([]);
  expect(stderr).toContain('NODE_ENV=production');
});

test('serves the health check and the prerendered home page', async () => {
  const health = await fetch(`${ORIGIN}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });

  const home = await fetch(`${ORIGIN}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toContain('text/html');
  expect(await home.text()).toContain(
    '<title>TabLogs: borehole logging software for geotechnical engineers</title>',
  );
});

test('a newsletter sign-up answers 201 and is in the SQLite file under DATA_DIR', async () => {
  const email = `artifact-${Date.now()}@example.com`;
  const response = await fetch(`${ORIGIN}/api/internal/newsletter`, {
    method: 'POST',
    headers: await formHeaders(ORIGIN),
    body: JSON.stringify({ first_name: 'Art', email, company: 'Able Geotech' }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };

  const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true });
  try {
    const row = db.prepare('SELECT form_kind, payload FROM leads WHERE id = ?').get(id) as
      | { form_kind: string; payload: string }
      | undefined;
    expect(row?.form_kind).toBe('newsletter');
    expect(JSON.parse(row?.payload ?? '{}').email).toBe(email);
  } finally {
    db.close();
  }
});

test('a publish re-renders the same pages from the embedded content it carries', async () => {
  const status = async () => {
    const response = await fetch(`${ORIGIN}/api/content/status`, {
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as {
      live: { fingerprint: string };
      building: boolean;
      lastBuild: { ok: boolean | null; error: string | null; finished: string | null } | null;
    };
  };
  const before = await status();
  const accepted = await sendPublishWebhook(ORIGIN, {
    secret: SECRET,
    entryId: 'faq-pricing-basis',
  });
  expect(accepted.status).toBe(202);
  await expect
    .poll(
      async () => {
        const now = await status();
        return now.building ? null : now.lastBuild?.finished;
      },
      { timeout: 120_000 },
    )
    .toBeTruthy();
  const after = await status();
  expect(after.lastBuild?.error ?? null, serverLog).toBeNull();
  expect(after.lastBuild?.ok).toBe(true);
  expect(after.live.fingerprint).toBe(before.live.fingerprint);
  expect(existsSync(path.join(artifactDir, 'build-releases'))).toBe(true);
});

test('the leads command exports and backs up the store from the artifact', () => {
  // As `docker exec <container> leads …` runs it: the artifact's bin/leads, DATA_DIR as set.
  const leads = (...args: string[]) =>
    execFileSync(path.join(artifactDir, 'bin', 'leads'), args, {
      cwd: workDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const csv = leads('export', '--format', 'csv');
  expect(csv.split('\n')[0]).toMatch(/^id,received_at,form,/);
  expect(csv).toMatch(/artifact-\d+@example\.com/);
  expect(JSON.parse(leads('export', '--format', 'json')).length).toBeGreaterThan(0);
  leads('backup', 'leads-backup.sqlite');
  const copy = new Database(path.join(workDir, 'leads-backup.sqlite'), { readonly: true });
  try {
    expect((copy.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n).toBe(1);
  } finally {
    copy.close();
  }
});

test('the social cards it serves are drawn with their text', async () => {
  const response = await fetch(`${ORIGIN}/og/home.png`);
  expect(response.status).toBe(200);
  const served = Buffer.from(await response.arrayBuffer());
  const section = SOCIAL_SECTIONS.home;
  const illustration = readFileSync(
    path.resolve(appDir, '../../packages/content/embedded/files', section.illustration),
    'utf8',
  );
  const svg = cardSvg(section, illustration);
  // The same card without its text is a different picture.
  expect(served.equals(renderCard(withoutText(svg)))).toBe(false);
});
