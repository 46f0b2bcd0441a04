// `pnpm bench:serve`: requests/s and p99 latency of the production server next to a plain static
// file server (sirv-cli) on the same built files, for a prerendered page and a hashed asset. Both
// serve the precompressed (brotli) files; the ratio production ÷ static is the figure to watch.
// A benchmark, not a test: bounded by BENCH_SECONDS (default 5) per run and 4 runs.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { appDir, clientDirFromEnv } from './built-site.mjs';
import { SERVER_ARGS } from './production-server.mjs';

const clientDir = clientDirFromEnv();
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
    cwd: appDir,
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

/** @param {string} url */
async function load(url) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const productionPort = basePort;
const staticPort = basePort + 1;
const production = await start(
  process.execPath,
  SERVER_ARGS,
  { PORT: String(productionPort), HOST: '127.0.0.1', SKIP_BUILD: '1' },
  `http://127.0.0.1:${productionPort}/healthz`,
);
const plain = await start(
  process.execPath,
  [
    path.join(appDir, 'node_modules/sirv-cli/bin.js'),
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
    const prod = await load(`http://127.0.0.1:${productionPort}${target}`);
    const stat = await load(`http://127.0.0.1:${staticPort}${target}`);
    rows.push({ label, prod, stat });
  }
} finally {
  production.kill('SIGTERM');
  plain.kill('SIGTERM');
}

console.log(`bench:serve: ${connections} connections, ${seconds} s per run, brotli accepted`);
console.log(
  `${'target'.padEnd(44)} ${'server req/s'.padStart(12)} ${'p99 ms'.padStart(7)} ${'sirv req/s'.padStart(11)} ${'p99 ms'.padStart(7)}  ratio`,
);
for (const { label, prod, stat } of rows) {
  console.log(
    `${label.padEnd(44)} ${String(prod.rps).padStart(12)} ${String(prod.p99).padStart(7)} ${String(stat.rps).padStart(11)} ${String(stat.p99).padStart(7)}  ${(prod.rps / stat.rps).toFixed(2)}`,
  );
}
