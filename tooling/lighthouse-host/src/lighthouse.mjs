#!/usr/bin/env node
// `pnpm lighthouse [paths…]` (`lighthouse-audit --server <entry> [--app <dir>] [--budget <file>]
// [paths…]`): Lighthouse (mobile, simulated throttling) on the app's built site (--app, default the
// working directory; BUILD_DIR) served by the server --server names (a package export or path
// resolved from the app, e.g. `@tablogs/server/start`). Prints the four scores, LCP, TBT, CLS and
// JavaScript bytes per path, and exits non-zero when a path is below a floor of the budget
// (default: the app's lighthouse-budget.json, which also lists the paths).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  auditPage,
  CATEGORIES,
  cpuSlowdownFor,
  hostBenchmark,
  launchChrome,
  measureUntilPass,
  pinnedSlowdownFrom,
  reportedRun,
  settle,
} from './lighthouse-host.mjs';

const USAGE = 'usage: lighthouse-audit --server <entry> [--app <dir>] [--budget <file>] [paths…]';
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    app: { type: 'string', default: '.' },
    server: { type: 'string' },
    budget: { type: 'string', default: 'lighthouse-budget.json' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help || !options.server) {
  console[options.help ? 'log' : 'error'](USAGE);
  process.exit(options.help ? 0 : 2);
}
const appDir = path.resolve(options.app);
// The server's entry, resolved from the app; TypeScript runs through tsx (decision 0030).
const serverEntry = createRequire(path.join(appDir, 'package.json')).resolve(options.server);
const SERVER_ARGS = serverEntry.endsWith('.ts') ? ['--import', 'tsx', serverEntry] : [serverEntry];
const budget = JSON.parse(readFileSync(path.resolve(appDir, options.budget), 'utf8'));
const paths = positionals.length > 0 ? positionals : budget.paths;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4380);
const origin = `http://127.0.0.1:${port}`;
// Simulated throttling multiplies the main-thread task times observed on the host, so the host's
// benchmark index, sampled before every run, picks the multiplier that emulates the same phone on
// it (@tablogs/lighthouse-host). LIGHTHOUSE_CPU_SLOWDOWN=4 pins Lighthouse's default instead.
const pinnedSlowdown = pinnedSlowdownFrom(process.env);
// Even so a busy moment moves the score by a few points. A path below a floor is measured again,
// up to six runs in two passes, and fails only when no run meets the floors (Lighthouse CI's
// "optimistic" aggregation): noise rarely sinks six runs minutes apart, a regression sinks all.
const RUNS_PER_PASS = 3;

async function startServer() {
  const server = spawn(process.execPath, SERVER_ARGS, {
    cwd: appDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1' },
    // Its request log is not read here: a pipe nobody reads fills up, and the server's next log
    // line then blocks it, shutdown included (it outlived this script and held turbo's output).
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`The server did not start on ${origin}`);
}

/**
 * The multiplier for the next run, pinned or from the host's benchmark index so far, and that
 * index (0 when pinned).
 */
async function slowdownNow() {
  if (pinnedSlowdown !== undefined) return { multiplier: pinnedSlowdown, benchmarkIndex: 0 };
  const benchmarkIndex = await benchmark.measure();
  const { multiplier, tooSlow } = cpuSlowdownFor(benchmarkIndex);
  if (tooSlow) {
    console.log(
      `  Lighthouse: this host (benchmark index ${benchmarkIndex}) is slower than the phone it should emulate; measuring unthrottled.`,
    );
  }
  return { multiplier, benchmarkIndex };
}

/**
 * @typedef {import('@tablogs/lighthouse-host').PageFigures & { benchmarkIndex: number }} Run
 * @param {{ port: number }} chrome
 * @param {string} pagePath
 * @returns {Promise<Run>}
 */
async function audit(chrome, pagePath) {
  const host = await slowdownNow();
  const figures = await auditPage(chrome, `${origin}${pagePath}`, {
    cpuSlowdown: host.multiplier,
  });
  return { ...figures, benchmarkIndex: host.benchmarkIndex };
}

await settle();
const server = await startServer();
const chrome = await launchChrome();
// Benchmark samples (about a second each): nine before the first run, three before each other.
const benchmark = hostBenchmark(chrome.port, { first: 9, perRun: 3 });

/** @param {import('@tablogs/lighthouse-host').PageFigures} run */
const meetsFloors = (run) =>
  CATEGORIES.every((id) => (run.scores[id] ?? 0) >= (budget.floors[id] ?? 0));

/** @type {Map<string, Run[]>} */
const runsByPath = new Map(paths.map((/** @type {string} */ pagePath) => [pagePath, []]));

/**
 * Measures a path until a run meets its floors or it has `upTo` runs in all.
 * @param {{ port: number }} chrome @param {string} pagePath @param {number} upTo
 */
async function measure(chrome, pagePath, upTo) {
  await measureUntilPass(runsByPath.get(pagePath) ?? [], {
    upTo,
    passes: meetsFloors,
    measure: () => audit(chrome, pagePath),
    // Progress for CI logs: the table comes only after both passes.
    onRun: (run, count) =>
      console.log(
        `  ${pagePath} run ${count}: performance ${run.scores.performance}, TBT ${run.tbt} ms at ${run.slowdown}x CPU ${run.benchmarkIndex ? `(host benchmark index ${run.benchmarkIndex})` : '(pinned)'}`,
      ),
  });
}

let failed = false;
try {
  // One unscored warm-up run: the first audits after a cold start (browser caches, JIT, the
  // processes of earlier test tasks winding down) score several points low.
  if (paths[0]) await audit(chrome, paths[0]);
  // Two passes: a path below a floor gets up to three runs now and, if none meets the floors, up
  // to three more after every other path. A slow spell of the host lasts minutes, so retries
  // spread over the run say more about the page than five in a row.
  for (const pagePath of paths) await measure(chrome, pagePath, RUNS_PER_PASS);
  for (const pagePath of paths) await measure(chrome, pagePath, 2 * RUNS_PER_PASS);

  console.log(
    'path                                  perf  a11y  best   seo   LCP ms  TBT ms    CLS  JS KiB    CPU',
  );
  for (const pagePath of paths) {
    const runs = runsByPath.get(pagePath) ?? [];
    // The passing run is reported when there is one; otherwise the medians of the runs.
    const { figures: row, passingRun } = reportedRun(runs, meetsFloors);
    const scores = row.scores;
    const misses = CATEGORIES.filter((id) => (scores[id] ?? 0) < (budget.floors[id] ?? 0));
    if (misses.length > 0) failed = true;
    console.log(
      [
        pagePath.padEnd(36),
        ...CATEGORIES.map((id) => String(scores[id]).padStart(5)),
        String(row.lcp).padStart(8),
        String(row.tbt).padStart(7),
        String(row.cls).padStart(6),
        String(row.jsKiB).padStart(7),
        `${row.slowdown}x`.padStart(6),
        misses.length > 0
          ? `  BELOW FLOOR: ${misses.join(', ')} (median of ${runs.length} runs)`
          : runs.length > 1 && passingRun
            ? `  (run ${passingRun} of ${runs.length})`
            : '',
      ].join(' '),
    );
  }
} finally {
  await chrome.kill();
  // Drained and gone (SIGKILL after 15 s): no server outlives the audit holding turbo's output.
  await new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve(undefined);
    const backstop = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(backstop);
      resolve(undefined);
    });
    server.kill('SIGTERM');
  });
}
console.log(
  failed
    ? `Lighthouse: some pages are below the floors in ${options.budget}.`
    : `Lighthouse: every page meets the floors (${CATEGORIES.map((id) => `${id} ${budget.floors[id]}`).join(', ')}).`,
);
process.exit(failed ? 1 : 0);
