// `pnpm bench:serve`: requests/s and p99 latency of the production server next to a plain static
// file server (sirv-cli) on the same built files, for a prerendered page and a hashed asset. Both
// serve the precompressed (brotli) files; the ratio production ÷ static is the figure to watch.
// Each server's CPU time (user + system, all its threads, from /proc) per 1,000 requests is
// printed too: when the load generator, which shares this 2-core machine, is the bottleneck (a
// large asset), requests/s says little about the servers and CPU per request says more.
// Each pair runs twice, in both orders, so neither server always follows a warmed-up client.
// A benchmark, not a test: bounded by BENCH_SECONDS (default 5) per run and 8 runs.
/// <reference path="./autocannon.d.ts" />
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';

/** sirv-cli's command (its package exports no entry but package.json). */
const SIRV_CLI = path.join(
  path.dirname(createRequire(import.meta.url).resolve('sirv-cli/package.json')),
  'bin.js',
);

/**
 * @param {{ server: import('./server-process.mjs').ServerCommand, clientDir: string }} options
 *   the app's server and the client folder of its build, which both servers serve
 */
export async function benchServe({ server, clientDir }) {
  const basePort = Number(process.env.BENCH_PORT ?? 4390);
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const PAGE = process.env.BENCH_PAGE ?? '/pricing/tablogs';
  // The largest hashed script: the asset a first visit waits for longest.
  const asset = readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: statSync(path.join(clientDir, 'assets', name)).size }))
    .sort((a, b) => b.size - a.size)[0];
  if (!asset) throw new Error(`No hashed scripts in ${clientDir}/assets`);
  const ASSET = `/assets/${asset.name}`;

  /** @param {string} command @param {string[]} args @param {Record<string, string>} env @param {string} probe */
  async function start(command, args, env, probe) {
    const child = spawn(command, args, {
      cwd: server.cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        if ((await fetch(probe)).ok) return child;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    child.kill();
    throw new Error(`${command} ${args.join(' ')} did not answer ${probe}`);
  }

  /** CPU seconds the process has used, or null where /proc is absent (ticks: 100 a second). */
  function cpuSeconds(/** @type {number | undefined} */ pid) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return null;
    }
  }

  /** @param {string} url @param {import('node:child_process').ChildProcess} server */
  async function load(url, server) {
    const cpuBefore = cpuSeconds(server.pid);
    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    const cpuAfter = cpuSeconds(server.pid);
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      requests: result.requests.total,
      cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    };
  }

  /** Both servers, twice, in both orders: the mean requests/s, worst p99, CPU ms per 1,000. */
  async function compare(/** @type {string} */ target) {
    /** @type {Record<'prod' | 'stat', Awaited<ReturnType<typeof load>>[]>} */
    const runs = { prod: [], stat: [] };
    for (const order of /** @type {const} */ ([
      ['prod', 'stat'],
      ['stat', 'prod'],
    ])) {
      for (const which of order) {
        const port = which === 'prod' ? productionPort : staticPort;
        runs[which].push(
          await load(`http://127.0.0.1:${port}${target}`, which === 'prod' ? production : plain),
        );
      }
    }
    const summary = (/** @type {Awaited<ReturnType<typeof load>>[]} */ list) => {
      const requests = list.reduce((sum, run) => sum + run.requests, 0);
      const cpu = list.every((run) => run.cpu !== null)
        ? list.reduce((sum, run) => sum + (run.cpu ?? 0), 0)
        : null;
      return {
        rps: Math.round(list.reduce((sum, run) => sum + run.rps, 0) / list.length),
        p99: Math.max(...list.map((run) => run.p99)),
        cpuPerThousand: cpu === null ? null : (cpu * 1e6) / requests,
      };
    };
    return { prod: summary(runs.prod), stat: summary(runs.stat) };
  }

  const productionPort = basePort;
  const staticPort = basePort + 1;
  const production = await start(
    process.execPath,
    server.args,
    { PORT: String(productionPort), HOST: '127.0.0.1', SKIP_BUILD: '1' },
    `http://127.0.0.1:${productionPort}/healthz`,
  );
  const plain = await start(
    process.execPath,
    [
      SIRV_CLI,
      clientDir,
      '--port',
      String(staticPort),
      '--host',
      '127.0.0.1',
      '--etag',
      '--quiet',
      '--gzip',
      '--brotli',
    ],
    {},
    `http://127.0.0.1:${staticPort}${ASSET}`,
  );

  const rows = [];
  try {
    for (const { label, target } of [
      { label: `page ${PAGE}`, target: PAGE },
      { label: `asset ${ASSET}`, target: ASSET },
    ]) {
      rows.push({ label, ...(await compare(target)) });
    }
  } finally {
    production.kill('SIGTERM');
    plain.kill('SIGTERM');
  }

  const cpuText = (/** @type {number | null} */ ms) => (ms === null ? 'n/a' : ms.toFixed(0));
  console.log(
    `bench:serve: ${connections} connections, ${seconds} s per run, 2 runs per server, brotli accepted`,
  );
  console.log(
    `${'target'.padEnd(44)} ${'server req/s'.padStart(12)} ${'p99 ms'.padStart(7)} ${'CPU ms/1k'.padStart(10)} ${'sirv req/s'.padStart(11)} ${'p99 ms'.padStart(7)} ${'CPU ms/1k'.padStart(10)}  ratio  CPU ratio`,
  );
  for (const { label, prod, stat } of rows) {
    const cpuRatio =
      prod.cpuPerThousand && stat.cpuPerThousand
        ? (stat.cpuPerThousand / prod.cpuPerThousand).toFixed(2)
        : 'n/a';
    console.log(
      `${label.padEnd(44)} ${String(prod.rps).padStart(12)} ${String(prod.p99).padStart(7)} ${cpuText(prod.cpuPerThousand).padStart(10)} ${String(stat.rps).padStart(11)} ${String(stat.p99).padStart(7)} ${cpuText(stat.cpuPerThousand).padStart(10)}  ${(prod.rps / stat.rps).toFixed(2)}  ${cpuRatio.padStart(9)}`,
    );
  }
  console.log(
    'ratio: server req/s ÷ sirv req/s (higher is better). CPU ratio: sirv CPU per request ÷ server CPU per request (above 1: the server spends less).',
  );
}
