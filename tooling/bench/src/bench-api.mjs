// `pnpm bench:api`: requests/s and p50/p99 latency of POST /api/internal/quote on the embedded
// store (or PostgreSQL, with DATABASE_URL), through the production server over the existing
// build (BUILD_DIR, default build).
// A benchmark, not a test: loopback only, bounded by BENCH_REQUESTS (default 2000) and
// BENCH_SECONDS (default 20), BENCH_CONCURRENCY (default 16) requests at a time.
//
// Then the form rate limit's cost (issue 40): BENCH_CLIENT_REQUESTS (default 60,000) posts the
// validation refuses after the limiter has counted them (so the store is not what is timed), once
// from one client and once from 30,000 (BENCH_CLIENTS). The server trusts loopback as its proxy
// (TRUST_PROXY=loopback), so each X-Forwarded-For address is a client of its own; its limiter then
// holds 30,000 windows. It prints both throughputs and their ratio (the goal: at least 0.8).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formHeaders, startServer, stopServer } from './server-process.mjs';

/** @param {{ server: import('./server-process.mjs').ServerCommand }} options the app's server */
export async function benchApi({ server }) {
  const total = Number(process.env.BENCH_REQUESTS ?? 2000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
  const port = Number(process.env.BENCH_PORT ?? 4402);
  const clientRequests = Number(process.env.BENCH_CLIENT_REQUESTS ?? 60_000);
  const clients = Number(process.env.BENCH_CLIENTS ?? 30_000);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
  const { child, origin, output } = await startServer(server, {
    port,
    captureOutput: true,
    env: {
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT_PER_MINUTE: '100000',
      TRUST_PROXY: process.env.BENCH_TRUST_PROXY ?? 'loopback',
      LOG_LEVEL: 'warn',
    },
  });

  try {
    const headers = await formHeaders(origin);
    /** @type {number[]} */
    const latencies = [];
    const statuses = new Map();
    const deadline = Date.now() + seconds * 1000;
    let sent = 0;
    const started = performance.now();

    async function worker() {
      while (sent < total && Date.now() < deadline) {
        const n = sent++;
        const body = JSON.stringify({
          first_name: 'Bench',
          email: `bench${n}@example.com`,
          company: 'Bench Pty Ltd',
          logs_per_week: String(n % 40),
        });
        const t0 = performance.now();
        const response = await fetch(`${origin}/api/internal/quote`, {
          method: 'POST',
          headers,
          body,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    const elapsed = (performance.now() - started) / 1000;

    latencies.sort((a, b) => a - b);
    const at = (/** @type {number} */ q) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    console.log(
      `POST /api/internal/quote, ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL, shared rate limit)' : 'embedded store (WAL, synchronous=FULL)'}, ${concurrency} at a time`,
    );
    console.log(`  requests: ${latencies.length} in ${elapsed.toFixed(1)} s`);
    console.log(`  statuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`);
    console.log(`  requests/s: ${(latencies.length / elapsed).toFixed(0)}`);
    console.log(`  latency p50: ${at(0.5).toFixed(1)} ms, p99: ${at(0.99).toFixed(1)} ms`);

    // The rate limit's cost: the same refused posts from one client, then from `clients`.
    const refused = JSON.stringify({ first_name: 'Bench' });
    async function limiterRun(/** @type {number} */ addresses) {
      const runStatuses = new Map();
      let next = 0;
      const runStarted = performance.now();
      async function client() {
        while (next < clientRequests) {
          const n = next++;
          // 10.x.y.z: n-th distinct address, cycling over `addresses`.
          const a = n % addresses;
          const response = await fetch(`${origin}/api/internal/quote`, {
            method: 'POST',
            headers: {
              ...headers,
              'X-Forwarded-For': `10.${a >> 16}.${(a >> 8) & 255}.${a & 255}`,
            },
            body: refused,
          });
          await response.arrayBuffer();
          runStatuses.set(response.status, (runStatuses.get(response.status) ?? 0) + 1);
        }
      }
      await Promise.all(Array.from({ length: concurrency }, client));
      const perSecond = clientRequests / ((performance.now() - runStarted) / 1000);
      const counted = [...runStatuses].map(([s, n]) => `${s}×${n}`).join(', ');
      console.log(
        `  ${String(addresses).padStart(6)} client${addresses === 1 ? ' ' : 's'}: ${perSecond.toFixed(0)} requests/s (${counted})`,
      );
      return perSecond;
    }
    console.log(
      `\nPOST /api/internal/quote refused by validation after the rate limit counted it, ${clientRequests} posts, ${concurrency} at a time`,
    );
    const one = await limiterRun(1);
    const many = await limiterRun(clients);
    console.log(
      `  ratio ${clients} clients / 1 client: ${(many / one).toFixed(2)} (goal: at least 0.8)`,
    );
  } catch (error) {
    if (child.exitCode !== null || child.signalCode !== null) {
      console.error(`The server exited (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    console.error(`The server's last output:\n${output().slice(-3000)}`);
    throw error;
  } finally {
    await stopServer(child, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
