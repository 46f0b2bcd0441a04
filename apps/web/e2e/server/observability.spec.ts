import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  formHeaders,
  startProductionServer,
  stopServer,
} from '../../scripts/production-server.mjs';
import { expect, test } from '../support/fixtures';

// What an operator sees (decision 0035): the JSON request log, /metrics behind its token, and an
// alert when a CRM delivery gives up — with no visitor's address anywhere in the log, even when
// the CRM's error quotes it back.
const PORT = Number(process.env.OBSERVABILITY_PORT ?? 4421);
const TOKEN = 'metrics-token-for-the-e2e-test';
const EMAIL = 'private.person+observability@example.com';

/** A local HTTP server that records each request body and answers with `status`. */
async function standIn(status: number, answer: (body: string) => string) {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      bodies.push(body);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(answer(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    bodies,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function metricValue(origin: string, series: string) {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
  ).text();
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test('metrics need the token, count a stored lead; a request logs one JSON line; a delivery that gives up alerts; no email in the log', async () => {
  test.setTimeout(60_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'observability-'));
  // The form handler refuses the lead for good and quotes the address back, as CRMs do.
  const formHandler = await standIn(400, (body) => JSON.stringify({ error: 'rejected', body }));
  const alertHook = await standIn(200, () => 'ok');
  const { child, origin, output } = await startProductionServer({
    port: PORT,
    captureOutput: true,
    env: {
      DATA_DIR: dataDir,
      METRICS_TOKEN: TOKEN,
      ALERT_WEBHOOK_URL: alertHook.url,
      FORM_HANDLER_URL: formHandler.url,
      LOG_LEVEL: 'info',
    },
  });
  try {
    // The token: none, a wrong one, then the right one.
    expect((await fetch(`${origin}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${origin}/metrics`, { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const scrape = await fetch(`${origin}/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    for (const series of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'http_request_duration_seconds_bucket',
      'tablogs_outbox_pending',
      'tablogs_outbox_oldest_pending_age_seconds',
      'tablogs_publish_failures_total',
      'tablogs_publish_last_success_timestamp_seconds',
    ]) {
      expect(text, series).toContain(`\n${series}`);
    }

    // A contact message: stored, then forwarded to the form handler.
    const storedSeries = 'tablogs_leads_stored_total{form="contact"}';
    const before = await metricValue(origin, storedSeries);
    const response = await fetch(`${origin}/api/internal/contact?utm_source=${EMAIL}`, {
      method: 'POST',
      headers: { ...(await formHeaders(origin)), 'X-Request-Id': 'e2e-request-1' },
      body: JSON.stringify({
        name: 'Private Person',
        email: EMAIL,
        company: 'Hidden Co',
        phone: '0400 111 222',
        message: 'Please call me about logs',
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('e2e-request-1');
    expect(await metricValue(origin, storedSeries)).toBe(before + 1);
    // A page and an asset, asked twice: the second answers come from memory, without Express
    // (packages/server/src/files/direct-files.ts), and must be logged and counted the same way.
    const home = await (await fetch(`${origin}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0] as string;
    for (const [target, id] of [
      [`/about?utm_source=${EMAIL}`, 'e2e-page'],
      [asset, 'e2e-asset'],
    ] as const) {
      for (const round of [1, 2]) {
        const answer = await fetch(`${origin}${target}`, {
          headers: { 'X-Request-Id': `${id}-${round}` },
        });
        expect(answer.status, target).toBe(200);
        expect(answer.headers.get('x-request-id')).toBe(`${id}-${round}`);
        await answer.arrayBuffer();
      }
    }
    // The route pattern labels the request, not its URL.
    const scraped = await (
      await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(scraped).toContain(
      'http_request_duration_seconds_count{method="POST",route="/api/internal/:form",status="201"} 1',
    );
    expect(scraped).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\(page\)",status="200"\} [1-9]/,
    );
    expect(scraped).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/assets\/\*",status="200"\} [1-9]/,
    );
    expect(scraped).not.toContain('utm_source');

    // The form handler refuses the lead: a log line, a counter and one alert.
    await expect.poll(() => alertHook.bodies.length, { timeout: 15_000 }).toBe(1);
    const alert = JSON.parse(alertHook.bodies[0] ?? '{}');
    expect(Object.keys(alert)).toEqual(['text']);
    expect(alert.text).toContain('could not be delivered to form_handler');
    expect(alert.text).not.toContain(EMAIL);
    expect(formHandler.bodies.join('')).toContain(EMAIL);
    expect(await metricValue(origin, 'tablogs_outbox_gave_up_total{target="form_handler"}')).toBe(
      1,
    );

    const lines = output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    const requestLine = lines.find(
      (line) => line.reqId === 'e2e-request-1' && line.msg === 'request',
    );
    expect(requestLine).toMatchObject({
      level: 30,
      method: 'POST',
      path: '/api/internal/contact',
      route: '/api/internal/:form',
      status: 201,
    });
    expect(typeof requestLine.durationMs).toBe('number');
    for (const round of [1, 2]) {
      expect(lines.find((line) => line.reqId === `e2e-page-${round}`)).toMatchObject({
        msg: 'request',
        method: 'GET',
        path: '/about',
        route: '(page)',
        status: 200,
      });
      expect(lines.find((line) => line.reqId === `e2e-asset-${round}`)).toMatchObject({
        msg: 'request',
        path: asset,
        route: '/assets/*',
        status: 200,
      });
    }
    expect(lines.some((line) => line.event === 'lead_stored' && line.form === 'contact')).toBe(
      true,
    );
    expect(lines.some((line) => line.event === 'lead_gave_up')).toBe(true);
  } finally {
    await stopServer(child, 'SIGTERM');
    await formHandler.close();
    await alertHook.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Not the address, nor its local part, anywhere the server wrote, shutdown included.
  expect(output()).not.toContain(EMAIL);
  for (const personal of ['private.person', 'Private Person', '0400 111 222', 'call me about']) {
    expect(output()).not.toContain(personal);
  }
});

test('without METRICS_TOKEN there is no /metrics', async ({ request }) => {
  const response = await request.get('/metrics', { headers: { Accept: 'application/json' } });
  expect(response.status()).toBe(404);
});
