// `pnpm lighthouse [paths…]` (`lighthouseAudit(argv, { precompress })`, called by the app,
// apps/web/scripts/site-tools.mjs; bin `lighthouse-audit` without the hydration pairs):
// Lighthouse (mobile, simulated throttling) on the app's built site (--app, default the working
// directory; BUILD_DIR) served by the server --server names (a package export or path resolved
// from the app, e.g. `@tablogs/server/start`). Prints the four scores, LCP, TBT, CLS and
// JavaScript bytes per path (the medians of its runs, and each figure's spread), and fails when
// fewer than two runs of a path meet every floor of the budget (default: the app's
// lighthouse-budget.json, which also lists the paths). `--runs N` measures every path N times,
// in turns, for a distribution; its verdict is then whether two of those N runs meet the floors.
// The budget's `hydration` paths are also measured as their no-JS twins, served by the same
// server over a copy of the build, each twin run right after a run of the page as built at the
// same slowdown (decision 0066): what hydration costs the first paint, without auditing the
// page a second time for it.
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer, stopServer } from './audit-servers.mjs';
import { printFloorsTable } from './floors-table.mjs';
import { hydrationPairs } from './hydration/hydration-audit.mjs';
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
  passesFloors,
  pinnedSlowdownFrom,
  settle,
} from './lighthouse-host.mjs';

const USAGE =
  'usage: lighthouse-audit --server <entry> [--app <dir>] [--budget <file>] [--runs N] [paths…]';

/**
 * @typedef {import('./page-audit.mjs').PageFigures & { benchmarkIndex: number }} Run
 * @param {string[]} argv
 * @param {{ precompress?: (files: string[]) => Promise<unknown> }} [options] how the app's server
 *   precompresses a page: given, the budget's hydration paths are paired with their no-JS twins
 * @returns {Promise<number>} the exit code
 */
export async function lighthouseAudit(argv, { precompress } = {}) {
  const { values: options, positionals } = parseArgs({
    args: argv,
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
    return options.help ? 0 : 2;
  }
  const appDir = path.resolve(options.app);
  // The server's entry, resolved from the app; TypeScript runs through tsx (decision 0030).
  const serverEntry = createRequire(path.join(appDir, 'package.json')).resolve(options.server);
  const serverArgs = serverEntry.endsWith('.ts') ? ['--import', 'tsx', serverEntry] : [serverEntry];
  const budget = JSON.parse(readFileSync(path.resolve(appDir, options.budget), 'utf8'));
  /** @type {string[]} */
  const paths = positionals.length > 0 ? positionals : budget.paths;
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 4380);
  const origin = `http://127.0.0.1:${port}`;
  // Fails early on a bad LIGHTHOUSE_CPU_SLOWDOWN, before any waiting.
  pinnedSlowdownFrom(process.env);

  await settle();
  const twinDir = path.join(appDir, `build-nojs-${process.pid}`);
  /** @type {import('node:child_process').ChildProcess[]} */
  const servers = [];
  /** @type {Awaited<ReturnType<typeof launchChrome>> | undefined} */
  let chrome;
  /** Chrome, the servers and the twin build go when the audit goes, however it ends. */
  async function stopChildren() {
    await chrome?.kill();
    await Promise.all(servers.map(stopServer));
    rmSync(twinDir, { recursive: true, force: true });
  }
  // A killed audit (turbo stopping the task, Ctrl-C, a CI timeout) takes them with it too.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.once(signal, () => {
      console.error(`Lighthouse: ${signal}; stopping Chrome and the servers.`);
      stopChildren().finally(() => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
    });
  }
  let failed = false;
  try {
    await startServer({ appDir, args: serverArgs, port, started: servers });
    const browser = await launchChrome();
    chrome = browser;
    // The no-JS twins of the budget's hydration paths, on a second server (port + 1).
    const hydration = precompress
      ? await hydrationPairs({
          budget: budget.hydration,
          paths,
          buildDir: path.resolve(appDir, process.env.BUILD_DIR ?? 'build'),
          twinDir,
          precompress,
          startTwinServer: async (env) => {
            await startServer({ appDir, args: serverArgs, port: port + 1, env, started: servers });
            return `http://127.0.0.1:${port + 1}`;
          },
        })
      : undefined;
    failed = await measureSite({ chrome: browser, origin, paths, budget, fixedRuns, hydration });
  } finally {
    await stopChildren();
  }
  console.log(
    failed
      ? `Lighthouse: some pages are below the floors in ${options.budget}, or pay too much for hydration.`
      : `Lighthouse: every page meets the floors (${CATEGORIES.map((id) => `${id} ${budget.floors[id]}`).join(', ')}).`,
  );
  return failed ? 1 : 0;
}

/**
 * Every path's runs until the floors' rule (or `--runs`) decides, the hydration pairs, and the
 * tables; true when something fails.
 * @param {{ chrome: { port: number }, origin: string, paths: string[],
 *   budget: { floors: Record<string, number> }, fixedRuns: number | undefined,
 *   hydration: Awaited<ReturnType<typeof hydrationPairs>> }} site
 */
async function measureSite({ chrome, origin, paths, budget, fixedRuns, hydration }) {
  // Simulated throttling multiplies the main-thread task times observed on the host, so the
  // host's benchmark index, sampled as the audit goes, picks the multiplier that emulates the
  // same phone on it. LIGHTHOUSE_CPU_SLOWDOWN=4 pins Lighthouse's default instead.
  const pinnedSlowdown = pinnedSlowdownFrom(process.env);
  // Benchmark samples (about a second each, 2.2 s with their tab and warm-up): nine before the
  // first run, then one before every third run (the multiplier is the median of all of them).
  const benchmark = hostBenchmark(chrome.port, { first: 9, perRun: 1, everyRuns: 3 });
  /** The multiplier for the next run, pinned or from the host's benchmark index so far. */
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

  /** @type {Map<string, Run[]>} */
  const runsByPath = new Map(paths.map((pagePath) => [pagePath, []]));

  /**
   * One run of a path. Accessibility, best practices and SEO read the page's HTML and the same
   * load every time: the path's first run audits all four categories, and its later runs (only
   * ever repeated for blocking time) audit performance and carry the first run's other scores.
   * A run of every category took 11-14 s on the 2-core host, one of performance alone 8-9 s.
   * A hydration path's twin is measured right after, at the same slowdown.
   * @param {string} pagePath
   * @returns {Promise<Run>}
   */
  async function audit(pagePath) {
    const host = await slowdownNow();
    const first = runsByPath.get(pagePath)?.[0];
    const figures = await auditPage(chrome, `${origin}${pagePath}`, {
      cpuSlowdown: host.multiplier,
      categories: first ? ['performance'] : CATEGORIES,
    });
    const scores = first
      ? { ...first.scores, performance: figures.scores.performance ?? 0 }
      : figures.scores;
    await hydration?.afterRun(chrome, pagePath, figures, host.multiplier);
    return { ...figures, scores, benchmarkIndex: host.benchmarkIndex };
  }

  /** @param {import('./page-audit.mjs').PageFigures} run */
  const meetsFloors = (run) =>
    CATEGORIES.every((id) => (run.scores[id] ?? 0) >= (budget.floors[id] ?? 0));
  const measureOptions = {
    passes: meetsFloors,
    measure: audit,
    /** Progress for CI logs, every run: the tables come only at the end. @param {string} pagePath @param {Run} run @param {number} count */
    onRun: (pagePath, run, count) =>
      console.log(
        `  ${pagePath} run ${count}: performance ${run.scores.performance}, TBT ${run.tbt} ms, LCP ${run.lcp} ms at ${run.slowdown}x CPU ${run.benchmarkIndex ? `(host benchmark index ${run.benchmarkIndex})` : '(pinned)'}${meetsFloors(run) ? '' : ' (misses a floor)'}`,
      ),
  };
  /** Whether a path's runs pass: two of `--runs`, else the floors' rule. @param {Run[]} runs */
  const verdict = (runs) =>
    fixedRuns ? enoughPass(runs, meetsFloors, fixedRuns) === true : passesFloors(runs, meetsFloors);

  let failed = false;
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
    // turns: a slow spell of the host lasts minutes, so runs spread over the audit say more
    // about the page than runs in a row.
    for (const [pagePath, runs] of runsByPath) {
      await measureUntilDecided(new Map([[pagePath, runs]]), {
        ...measureOptions,
        upTo: FIRST_RUNS,
      });
    }
    const missed = [...runsByPath].filter(([, runs]) => !passesFloors(runs, meetsFloors));
    await measureUntilDecided(new Map(missed), { ...measureOptions, upTo: ALL_RUNS });
  }
  if (hydration) {
    // A hydration path gets as many pairs as its limits ask (a sound path's floors take two
    // runs), or fewer when no further pair could change its verdict; in turns, and these runs
    // count for the floors too.
    let short = paths.filter((pagePath) => hydration.needsMore(pagePath));
    while (short.length > 0) {
      for (const pagePath of short) {
        const runs = /** @type {Run[]} */ (runsByPath.get(pagePath));
        const run = await audit(pagePath);
        runs.push(run);
        measureOptions.onRun(pagePath, run, runs.length);
      }
      short = short.filter((pagePath) => hydration.needsMore(pagePath));
    }
  }
  failed = !printFloorsTable(runsByPath, { floors: budget.floors, meetsFloors, verdict });
  if (hydration && !(await hydration.report(audit))) failed = true;
  return failed;
}
