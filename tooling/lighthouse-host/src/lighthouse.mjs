#!/usr/bin/env node
// `pnpm lighthouse [paths…]` (`lighthouse-audit --server <entry> [--app <dir>] [--budget <file>]
// [--runs N] [paths…]`): Lighthouse (mobile, simulated throttling) on the app's built site (--app, default the
// working directory; BUILD_DIR) served by the server --server names (a package export or path
// resolved from the app, e.g. `@tablogs/server/start`). Prints the four scores, LCP, TBT, CLS and
// JavaScript bytes per path (the medians of its runs, and each figure's spread), and exits
// non-zero when fewer than two runs of a path meet every floor of the budget (default: the app's
// lighthouse-budget.json, which also lists the paths). `--runs N` measures every path N times,
// in turns, for a distribution; its verdict is then whether two of those N runs meet the floors.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ALL_RUNS,
  auditPage,
  CATEGORIES,
  cpuSlowdownFor,
  enoughPass,
  FIRST_RUNS,
  hostBenchmark,
  launchChrome,
  measureUntilDecided,
  medianFigures,
  passesFloors,
  pinnedSlowdownFrom,
  settle,
  spread,
} from './lighthouse-host.mjs';

const USAGE =
  'usage: lighthouse-audit --server <entry> [--app <dir>] [--budget <file>] [--runs N] [paths…]';
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    app: { type: 'string', default: '.' },
    server: { type: 'string' },
    budget: { type: 'string', default: 'lighthouse-budget.json' },
    runs: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
const fixedRuns = options.runs === undefined ? undefined : Number(options.runs);
const badRuns = fixedRuns !== undefined && !(Number.isInteger(fixedRuns) && fixedRuns >= 1);
if (options.help || !options.server || badRuns) {
  if (badRuns) console.error(`--runs takes a whole number of at least 1, not "${options.runs}"`);
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
// Even so a busy moment of the host adds blocking time to a run: one page's TBT spread over
// 60-256 ms in a single CI run, unchanged. A path passes when two of its runs meet the floors
// (decision 0064): two of FIRST_RUNS, measuring only until that is decided (a sound page costs
// two runs); a path without two gets runs in turns with the other such paths, up to ALL_RUNS.
// Noise only ever adds work to a run, so two runs within the floors show the page's own cost is;
// a regression adds its work to every run, and the path fails.

async function startServer() {
  const server = spawn(process.execPath, SERVER_ARGS, {
    cwd: appDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1' },
    // Its request log is not read here: a pipe nobody reads fills up, and the server's next log
    // line then blocks it, shutdown included (it outlived this script and held turbo's output).
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Up to a minute, as Playwright's web server gets: tsx starting on a busy 2-core host took
  // more than ten seconds (2026-11-28, load average 30).
  for (let attempt = 0; attempt < 600; attempt += 1) {
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
  // Accessibility, best practices and SEO read the page's HTML and the same load every time: the
  // path's first run audits all four categories, and its later runs (only ever repeated for
  // blocking time) audit performance and carry the first run's other scores. A run of every
  // category took 11-14 s on the 2-core host, one of performance alone 8-9 s.
  const first = runsByPath.get(pagePath)?.[0];
  const figures = await auditPage(chrome, `${origin}${pagePath}`, {
    cpuSlowdown: host.multiplier,
    categories: first ? ['performance'] : CATEGORIES,
  });
  const scores = first
    ? { ...first.scores, performance: figures.scores.performance ?? 0 }
    : figures.scores;
  return { ...figures, scores, benchmarkIndex: host.benchmarkIndex };
}

await settle();
const server = await startServer();
const chrome = await launchChrome();

/** Chrome and the server go when the audit goes, however it ends. */
async function stopChildren() {
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
// A killed audit (turbo stopping the task, Ctrl-C, a CI timeout) takes them with it too.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.once(signal, () => {
    console.error(`Lighthouse: ${signal}; stopping Chrome and the server.`);
    stopChildren().finally(() => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
  });
}

// Benchmark samples (about a second each): nine before the first run, one before each other (the
// multiplier is the median of all of them; three a run cost a quarter of the audit's time).
const benchmark = hostBenchmark(chrome.port, { first: 9, perRun: 1 });

/** @param {import('@tablogs/lighthouse-host').PageFigures} run */
const meetsFloors = (run) =>
  CATEGORIES.every((id) => (run.scores[id] ?? 0) >= (budget.floors[id] ?? 0));

/** @type {Map<string, Run[]>} */
const runsByPath = new Map(paths.map((/** @type {string} */ pagePath) => [pagePath, []]));
const measureOptions = {
  passes: meetsFloors,
  /** @param {string} pagePath */
  measure: (pagePath) => audit(chrome, pagePath),
  /** Progress for CI logs, every run: the table comes only at the end. @param {string} pagePath @param {Run} run @param {number} count */
  onRun: (pagePath, run, count) =>
    console.log(
      `  ${pagePath} run ${count}: performance ${run.scores.performance}, TBT ${run.tbt} ms, LCP ${run.lcp} ms at ${run.slowdown}x CPU ${run.benchmarkIndex ? `(host benchmark index ${run.benchmarkIndex})` : '(pinned)'}${meetsFloors(run) ? '' : ' (misses a floor)'}`,
    ),
};

/** Whether a path's runs pass: two of `--runs`, else the floors' rule. @param {Run[]} runs */
const verdict = (runs) =>
  fixedRuns ? enoughPass(runs, meetsFloors, fixedRuns) === true : passesFloors(runs, meetsFloors);

let failed = false;
try {
  // One unscored warm-up run: the first audits after a cold start (browser caches, JIT, the
  // processes of earlier test tasks winding down) score several points low.
  if (paths[0]) {
    await auditPage(chrome, `${origin}${paths[0]}`, {
      cpuSlowdown: (await slowdownNow()).multiplier,
      categories: ['performance'],
    });
  }
  if (fixedRuns) {
    await measureUntilDecided(runsByPath, {
      ...measureOptions,
      upTo: fixedRuns,
      untilDecided: false,
    });
  } else {
    // Each path until two of its first runs pass or cannot, then the paths without two, in
    // turns: a slow spell of the host lasts minutes, so runs spread over the audit say more about
    // the page than runs in a row.
    for (const [pagePath, runs] of runsByPath) {
      await measureUntilDecided(new Map([[pagePath, runs]]), {
        ...measureOptions,
        upTo: FIRST_RUNS,
      });
    }
    const missed = [...runsByPath].filter(([, runs]) => !passesFloors(runs, meetsFloors));
    await measureUntilDecided(new Map(missed), { ...measureOptions, upTo: ALL_RUNS });
  }

  console.log(
    'path                                  perf  a11y  best   seo   LCP ms  TBT ms    CLS  JS KiB    CPU',
  );
  for (const [pagePath, runs] of runsByPath) {
    // The medians of the runs, and how many met the floors.
    const row = medianFigures(runs);
    const passed = verdict(runs);
    if (!passed) failed = true;
    const misses = CATEGORIES.filter((id) => (row.scores[id] ?? 0) < (budget.floors[id] ?? 0));
    const meeting = runs.filter(meetsFloors).length;
    console.log(
      [
        pagePath.padEnd(36),
        ...CATEGORIES.map((id) => String(row.scores[id]).padStart(5)),
        String(row.lcp).padStart(8),
        String(row.tbt).padStart(7),
        String(row.cls).padStart(6),
        String(row.jsKiB).padStart(7),
        `${row.slowdown}x`.padStart(6),
        `  ${meeting} of ${runs.length} runs meet the floors`,
        passed
          ? ''
          : `; BELOW FLOOR: ${misses.join(', ') || 'fewer than two runs meet every floor'}`,
      ].join(' '),
    );
    if (runs.length > 1) {
      console.log(
        `    spread (min / median / max): performance ${spread(runs.map((r) => r.scores.performance ?? 0))}, TBT ${spread(runs.map((r) => r.tbt))} ms, LCP ${spread(runs.map((r) => r.lcp))} ms`,
      );
    }
  }
} finally {
  await stopChildren();
}
console.log(
  failed
    ? `Lighthouse: some pages are below the floors in ${options.budget}.`
    : `Lighthouse: every page meets the floors (${CATEGORIES.map((id) => `${id} ${budget.floors[id]}`).join(', ')}).`,
);
process.exit(failed ? 1 : 0);
