import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type CdaServer, embeddedCdaContent, startCdaServer } from '@tablogs/content/testing';
import fc from 'fast-check';
import { clientDirFromEnv } from '../../scripts/built-site.mjs';
import {
  formHeaders,
  startProductionServer,
  stopServer,
} from '../../scripts/production-server.mjs';
import { expectJsonLines } from '../support/log-lines';
import { type RawAnswer, type RawRequest, sendRaw } from '../support/raw-http';
import { bodyOf, describeRequest, requestArbitrary, type Site } from './hostile-requests';

// Safe to leave running (issue 40, decision 0047): the production server over the build, its own
// process and data folder, sent whatever a hostile client can send. After every batch the process
// is alive and /healthz answers; no answer is a 5xx; every Location stays on the site; every log
// line is JSON with an event. A failing case fast-check finds goes into REGRESSIONS below.
const PORT = Number(process.env.HOSTILE_PORT ?? 4440);
const PREVIEW_SECRET = 'hostile-requests-preview-secret';
const RUNS = Number(process.env.HOSTILE_RUNS ?? 120);

let server: Awaited<ReturnType<typeof startProductionServer>>;
let standIn: CdaServer | undefined;
let dataDir: string;
let site: Site;

const request = (fields: Partial<RawRequest> & Pick<RawRequest, 'target'>): RawRequest => ({
  method: 'GET',
  headers: [['Host', site.host]],
  body: Buffer.alloc(0),
  framing: 'none',
  hangup: 'never',
  ...fields,
});

/** The repros and every case fast-check has found, run first on every run. */
function regressions(): RawRequest[][] {
  const form = (type: string, extra: ReadonlyArray<readonly [string, string]> = []) =>
    [['Host', site.host], ['Content-Type', type], ...extra] as const;
  const token = [
    ['Cookie', `XSRF-TOKEN=${site.xsrfToken}`],
    ['X-XSRF-TOKEN', site.xsrfToken],
  ] as const;
  return [
    // 1 MB chunked urlencoded post: req.socket went null and a finish listener killed the process.
    [
      request({
        method: 'POST',
        target: '/api/internal/contact',
        headers: form('application/x-www-form-urlencoded'),
        body: bodyOf('urlencoded', 1_100_000),
        framing: 'chunked',
      }),
    ],
    // The JSON route with a token: 413, then the same exit.
    [
      request({
        method: 'POST',
        target: '/api/internal/contact',
        headers: form('application/json', token),
        body: bodyOf('json', 1_100_000),
        framing: 'chunked',
      }),
    ],
    // An invalid Host on a form post: 500 from a URL built of it.
    [
      request({
        method: 'POST',
        target: '/api/internal/contact',
        headers: [
          ['Host', 'a b'],
          ['Content-Type', 'application/x-www-form-urlencoded'],
        ],
        body: bodyOf('urlencoded', 200),
        framing: 'content-length',
      }),
    ],
    // The quote page, rendered on request, read the space without its delivery token: 500. The
    // start now refuses that half setting (server config); the page must answer here.
    [request({ target: '/pricing/quote?logs=350&soil=300&billing=monthly&plan=plus' })],
    // Open redirects.
    [request({ target: '//evil.example/' }), request({ target: '/\\evil.example/' })],
    [request({ target: `/api/preview/exit?slug=/.//evil.example` })],
    [request({ target: `/api/preview?secret=${PREVIEW_SECRET}&slug=/.//evil.example` })],
    // Ranges.
    ...['bytes=5-1', 'bytes=999999-', 'bytes=-5', 'bytes=abc', 'items=0-5'].map((range) => [
      request({
        target: '/robots.txt',
        headers: [
          ['Host', site.host],
          ['Range', range],
        ],
      }),
      request({
        target: `/assets/${site.asset}`,
        headers: [
          ['Host', site.host],
          ['Range', range],
        ],
      }),
      request({
        target: '/about',
        headers: [
          ['Host', site.host],
          ['Range', range],
        ],
      }),
    ]),
  ];
}

/** What must hold of each answer; returns the problem, if any. */
function problemWith(sent: RawRequest, answer: RawAnswer): string | null {
  if (answer.kind === 'hung-up') return null;
  if (answer.kind === 'no-answer') {
    // Dropping the connection is an answer to a body past what is read (decision 0047), to
    // CONNECT and Upgrade (no handler), and to a request whose framing lies; never a wait.
    return answer.reason === 'timeout' ? 'no answer within 15 s' : null;
  }
  if (answer.status >= 500) return `answered ${answer.status}`;
  for (const location of answer.headers.get('location') ?? []) {
    if (!/^\/(?![/\\\t\n\r])/.test(location)) return `Location ${location} leaves the site`;
  }
  void sent;
  return null;
}

async function healthz() {
  try {
    const response = await fetch(`${site.origin}/healthz`, { signal: AbortSignal.timeout(10_000) });
    return response.status;
  } catch (error) {
    throw new Error(`/healthz did not answer: ${error}\n${server.output().slice(-3000)}`);
  }
}

test.describe('the production server under hostile requests', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test.beforeAll(async () => {
    // The settings a preview deployment has: the space's delivery (a local stand-in holding the
    // embedded content, read by the pages rendered on request) and its preview.
    standIn = await startCdaServer({
      space: 'space',
      token: 'delivery-token',
      ...(await embeddedCdaContent()),
    });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostile-'));
    server = await startProductionServer({
      port: PORT,
      captureOutput: true,
      env: {
        DATA_DIR: dataDir,
        FORM_RATE_LIMIT_PER_MINUTE: '100000',
        PREVIEW_SECRET,
        CONTENTFUL_PREVIEW_TOKEN: 'preview-token',
        CONTENTFUL_SPACE_ID: 'space',
        CONTENTFUL_DELIVERY_TOKEN: 'delivery-token',
        CONTENTFUL_HOST: standIn.host,
        CONTENTFUL_INSECURE: 'true',
        // Nothing listens there: no session is ever opened by these requests' pages.
        CONTENTFUL_PREVIEW_HOST: '127.0.0.1:9',
        METRICS_TOKEN: 'hostile-requests-metrics-token',
      },
    });
    const asset = readdirSync(path.join(clientDirFromEnv(), 'assets')).find((name) =>
      name.endsWith('.js'),
    );
    const cookie = (await formHeaders(server.origin))['X-XSRF-TOKEN'];
    site = {
      host: `127.0.0.1:${PORT}`,
      origin: server.origin,
      asset: asset ?? 'missing.js',
      xsrfToken: cookie ?? '',
    };
  });

  test.afterAll(async () => {
    if (server) await stopServer(server.child, 'SIGKILL');
    await standIn?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('arbitrary requests: the process lives, /healthz answers, no 5xx, no Location off the site', async () => {
    // A client trickling a body holds its connection no longer than the request timeout (20 s).
    const trickle = trickleBody();
    const property = fc.asyncProperty(
      fc.array(requestArbitrary(site), { minLength: 1, maxLength: 3 }),
      async (batch) => {
        const answers = await Promise.all(batch.map((each) => sendRaw(PORT, each)));
        batch.forEach((sent, i) => {
          const problem = problemWith(sent, answers[i] as RawAnswer);
          expect(problem, describeRequest(sent)).toBeNull();
        });
        expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();
        expect(await healthz()).toBe(200);
      },
    );
    await fc.assert(property, {
      numRuns: RUNS,
      examples: regressions().map((batch) => [batch]),
      ...(process.env.HOSTILE_SEED ? { seed: Number(process.env.HOSTILE_SEED) } : {}),
    });
    const trickled = await trickle;
    expect(trickled.status, 'a trickled body is cut off with 408').toBe(408);
    expect(trickled.afterMs).toBeLessThan(25_000);
  });

  test('SIGTERM with a body still trickling in: the process exits 0 within 5 s', async () => {
    const trickle = trickleBody();
    // A balancer's keep-alive connection, asking readiness before and during the drain.
    const readiness = await keepAliveConnection();
    expect(await readiness.get('/healthz')).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    const started = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readiness.get('/healthz')).toBe(503);
    const code = await exited;
    const tookMs = Date.now() - started;
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(5_000);
    await trickle;
    // Every line it wrote, the drain's included, is JSON with an event; the draining 503 is the
    // balancer's cue, logged at info, not a fault.
    const lines = expectJsonLines(server.output());
    expect(lines.map((line) => line.event)).toEqual(
      expect.arrayContaining(['drain_started', 'drain_cut_off', 'drained']),
    );
    const draining = lines.filter((line) => line.path === '/healthz' && line.status === 503);
    expect(draining).toHaveLength(1);
    expect(draining[0]?.level).toBe(30);
  });
});

/** A form post whose body comes a byte every 200 ms: resolves with the status it got, and when. */
function trickleBody(): Promise<{ status: number | null; afterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(PORT, '127.0.0.1');
    let received = '';
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write('a');
    }, 200);
    const done = () => {
      clearInterval(timer);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({ status: status ? Number(status) : null, afterMs: Date.now() - started });
    };
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', done);
    // The JSON route with its token reads the body before anything else refuses it.
    socket.write(
      [
        'POST /api/internal/contact HTTP/1.1',
        `Host: ${site.host}`,
        'Content-Type: application/json',
        `Cookie: XSRF-TOKEN=${site.xsrfToken}`,
        `X-XSRF-TOKEN: ${site.xsrfToken}`,
        'Content-Length: 4000',
        '',
        '',
      ].join('\r\n'),
    );
  });
}

/** One connection kept open, for GETs in turn: resolves each with its status. */
async function keepAliveConnection() {
  const socket = net.connect(PORT, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => undefined);
  return {
    get(target: string) {
      return new Promise<number>((resolve) => {
        let received = '';
        const onData = (data: Buffer) => {
          received += data.toString('latin1');
          const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
          if (status && received.includes('\r\n\r\n')) {
            socket.off('data', onData);
            resolve(Number(status));
          }
        };
        socket.on('data', onData);
        socket.write(`GET ${target} HTTP/1.1\r\nHost: ${site.host}\r\n\r\n`);
      });
    },
  };
}
