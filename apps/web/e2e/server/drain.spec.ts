import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { formHeaders, startProductionServer } from '../../scripts/production-server.mjs';
import { expect, test } from '../support/fixtures';

// A rolling restart (decision 0035): 24 clients keep posting newsletter sign-ups over keep-alive
// connections, as a load balancer does, and the server gets SIGTERM mid-stream. It must reset
// no request (each connection ends after a response that says `Connection: close`), lose no
// acknowledged lead, answer readiness 503 on a connection still open, and exit within 5 s.
const PORT = Number(process.env.DRAIN_PORT ?? 4420);
const CLIENTS = 24;

type Answer = { status: number; connection: string | undefined; body: string };

function post(agent: http.Agent, url: URL, headers: Record<string, string>, body: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

test('SIGTERM under 24 busy keep-alive connections: no reset, no lost lead, exit within 5 s', async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drain-'));
  try {
    const { child, origin, output } = await startProductionServer({
      port: PORT,
      env: { DATA_DIR: dataDir, FORM_RATE_LIMIT_PER_MINUTE: '100000' },
      captureOutput: true,
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const headers = { ...(await formHeaders(origin)), Connection: 'keep-alive' };
    const url = new URL('/api/internal/newsletter', origin);
    const acknowledged: string[] = [];
    const answeredLanes = new Set<number>();
    const resets: string[] = [];
    const closing: string[] = [];
    let signalled = false;
    let signalledAt = 0;

    const client = async (lane: number) => {
      // One connection per client, kept alive between its requests.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let n = 0; ; n++) {
          const email = `drain-${lane}-${n}@example.com`;
          const body = JSON.stringify({ first_name: 'Dee', email, company: 'Drain Co' });
          let answer: Answer;
          try {
            answer = await post(agent, url, headers, body);
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code;
            // A new connection refused once the server stopped listening is the balancer's
            // cue to go elsewhere; anything else lost a request in flight.
            if (signalled && code === 'ECONNREFUSED') return;
            resets.push(
              `${lane}/${n}: ${code ?? (error as Error).message} at ${signalled ? Date.now() - signalledAt : -1} ms`,
            );
            return;
          }
          expect(answer.status, answer.body).toBe(201);
          acknowledged.push(JSON.parse(answer.body).id);
          answeredLanes.add(lane);
          if (answer.connection === 'close') {
            closing.push(`${lane}/${n}`);
            expect(signalled).toBe(true);
          }
        }
      } finally {
        agent.destroy();
      }
    };

    // The balancer's health check, on one connection it keeps open: 200 until the signal is
    // handled, then 503.
    const monitor = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const readiness = async () =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) =>
        http
          .get(`${origin}/healthz`, { agent: monitor }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
              }),
            );
          })
          .on('error', reject),
      );
    expect((await readiness()).status).toBe(200);
    // It checks every half second, as a balancer does, so the connection is never idle long
    // enough for the server's keep-alive timeout (5 s) to close it while the clients ramp up.
    const heartbeat = (async () => {
      while (!signalled) {
        expect((await readiness()).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();

    const clients = Array.from({ length: CLIENTS }, (_, lane) => client(lane));
    // Every client's connection is open and busy (the server has answered on each), as in a
    // deploy under steady traffic; then a good number of leads have been acknowledged.
    await expect.poll(() => answeredLanes.size, { timeout: 30_000 }).toBe(CLIENTS);
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(150);
    signalled = true;
    await heartbeat;
    signalledAt = Date.now();
    child.kill('SIGTERM');
    let lastReadiness = await readiness();
    while (lastReadiness.status === 200) lastReadiness = await readiness();
    const exitCode = await exited;
    const exitMs = Date.now() - signalledAt;
    await Promise.all(clients);
    monitor.destroy();

    if (resets.length) console.log(output().slice(-3000));
    expect(resets).toEqual([]);
    expect(lastReadiness).toEqual({ status: 503, connection: 'close' });
    expect(closing.length).toBeGreaterThan(0);
    expect(exitCode).toBe(0);
    expect(exitMs).toBeLessThanOrEqual(5_000);

    const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true });
    const stored = new Set(
      (db.prepare('SELECT id FROM leads').all() as { id: string }[]).map((row) => row.id),
    );
    db.close();
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    console.log(
      `drain: ${acknowledged.length} acknowledged, ${closing.length} answered Connection: close, exit ${exitMs} ms`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
