// `pnpm bench:api`: requests/s and p50/p99 latency of POST /api/internal/quote on the embedded
// store (or PostgreSQL, with DATABASE_URL), through the production server over the existing
// build (BUILD_DIR, default build).
// A benchmark, not a test: loopback only, bounded by BENCH_REQUESTS (default 2000) and
// BENCH_SECONDS (default 20), BENCH_CONCURRENCY (default 16) requests at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formHeaders, startProductionServer, stopServer } from './production-server.mjs';

const total = Number(process.env.BENCH_REQUESTS ?? 2000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const port = Number(process.env.BENCH_PORT ?? 4402);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-'));
const { child, origin } = await startProductionServer({
  port,
  env: { DATA_DIR: dataDir, FORM_RATE_LIMIT_PER_MINUTE: '100000' },
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
} finally {
  await stopServer(child, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
