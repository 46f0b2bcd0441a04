import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  appDir,
  formHeaders,
  SERVER_ARGS,
  startProductionServer,
  stopServer,
} from '../../scripts/production-server.mjs';
import { expectJsonLines } from '../support/log-lines';
import { sendRaw } from '../support/raw-http';

// Logs that tell the truth and keep personal data out of URLs (issue 40, decision 0047), on the
// production server over the build.
const PORT = Number(process.env.TRUTHFUL_LOGS_PORT ?? 4441);
const METRICS_TOKEN = 'truthful-logs-metrics-token';

test.describe('the production server logs', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: Awaited<ReturnType<typeof startProductionServer>>;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'truthful-logs-'));
    server = await startProductionServer({
      port: PORT,
      captureOutput: true,
      env: { DATA_DIR: dataDir, METRICS_TOKEN, FORM_RATE_LIMIT_PER_MINUTE: '100000' },
    });
  });
  test.afterAll(async () => {
    if (server) await stopServer(server.child, 'SIGTERM', 10_000);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const lines = () => expectJsonLines(server.output());

  test('a file read to its end by a client that hangs up at once is logged complete and timed', async () => {
    const timed = async () => {
      const response = await fetch(`${server.origin}/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await response.text();
      const line = text
        .split('\n')
        .find((each) =>
          each.startsWith(
            'http_request_duration_seconds_count{method="GET",route="(file)",status="200"}',
          ),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    const before = await timed();
    for (let i = 0; i < 200; i++) await readWholeThenHangUp('/sitemap.xml');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sitemap = lines().filter((line) => line.path === '/sitemap.xml');
    expect(sitemap.filter((line) => line.event === 'request_aborted')).toEqual([]);
    expect(sitemap.filter((line) => line.event === 'request')).toHaveLength(200);
    expect((await timed()) - before).toBe(200);

    // A client that leaves before its answer is still logged as aborted.
    const headers = await formHeaders(server.origin);
    await sendRaw(PORT, {
      method: 'POST',
      target: '/api/internal/newsletter',
      headers: [['Host', `127.0.0.1:${PORT}`], ...Object.entries(headers)],
      body: Buffer.from(JSON.stringify({ email: 'left@example.com', padding: 'x'.repeat(4000) })),
      framing: 'content-length',
      hangup: 'mid-body',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const left = lines().filter((line) => line.path === '/api/internal/newsletter');
    expect(left.map((line) => line.event)).toEqual(['request_aborted']);
  });

  test('a download confirmation names a document the site has, else the downloads list; the lead is logged by id', async () => {
    const post = (document: string) =>
      fetch(`${server.origin}/api/internal/download`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: server.origin,
          'Sec-Fetch-Site': 'same-origin',
        },
        body: new URLSearchParams({
          first_name: 'Ada',
          email: 'ada@soils.example',
          company: 'Soils',
          document,
        }).toString(),
      });
    const known = await post('download-migration-checklist');
    expect(known.status).toBe(303);
    expect(known.headers.get('location')).toBe('/forms/download/sent/download-migration-checklist');
    const personal = await post('victim@example.com');
    expect(personal.status).toBe(303);
    expect(personal.headers.get('location')).toBe('/resources/downloads');

    await new Promise((resolve) => setTimeout(resolve, 200));
    const stored = lines().filter((line) => line.event === 'lead_stored');
    expect(stored).toHaveLength(2);
    for (const line of stored) {
      expect(line).toMatchObject({ form: 'download', native: true });
      expect(line.leadId).toEqual(expect.any(String));
    }
    expect(server.output()).not.toContain('victim');
  });

  test('an absolute-form target is logged by its path alone: no userinfo, query or fragment', async () => {
    await sendRaw(PORT, {
      method: 'GET',
      target: 'http://user:secret@evil.example/about?email=a%40b.c#frag',
      headers: [['Host', `127.0.0.1:${PORT}`]],
      body: Buffer.alloc(0),
      framing: 'none',
      hangup: 'never',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logged = lines().filter((line) => line.method === 'GET' && line.path === '/about');
    expect(logged.length).toBeGreaterThan(0);
    expect(server.output()).not.toMatch(/secret|a%40b\.c|frag/);
  });
});

test('a bad setting stops the start with one JSON line naming the variable', () => {
  const result = spawnSync(process.execPath, SERVER_ARGS, {
    cwd: appDir,
    env: { ...process.env, SKIP_BUILD: '1', PORT: 'not-a-port', HOST: '127.0.0.1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status).toBe(1);
  const [line, ...rest] = expectJsonLines(`${result.stdout}${result.stderr}`);
  expect(rest).toEqual([]);
  expect(line).toMatchObject({ event: 'config_invalid' });
  expect(JSON.stringify(line?.problems)).toContain('PORT');
});

/** A GET read to the end of its body, then the connection dropped at once (no wait for close). */
function readWholeThenHangUp(target: string) {
  return new Promise<void>((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const length = Number(
        /content-length: (\d+)/i.exec(received.subarray(0, end).toString())?.[1],
      );
      const chunked = /transfer-encoding: chunked/i.test(received.subarray(0, end).toString());
      const complete = chunked
        ? received.subarray(end).includes('\r\n0\r\n\r\n')
        : received.length - end - 4 >= length;
      if (complete) {
        socket.destroy();
        resolve();
      }
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n\r\n`);
  });
}
