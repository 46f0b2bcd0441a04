// `pnpm lighthouse [paths…]`: Lighthouse (mobile, simulated throttling) on the built site served
// by the production server. Prints the four scores, LCP, TBT, CLS and JavaScript bytes per path,
// and exits non-zero when a path is below a floor of lighthouse-budget.json.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budget = JSON.parse(readFileSync(path.join(appDir, 'lighthouse-budget.json'), 'utf8'));
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : budget.paths;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4380);
const origin = `http://127.0.0.1:${port}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Simulated throttling multiplies the main-thread task times observed on this machine by four,
// so a busy moment moves the performance score by several points (measured: 91-100 for one
// unchanged page on a 2-core machine). A path below a floor is measured again, up to six runs in
// two passes, and fails only when no run meets the floors (Lighthouse CI's "optimistic"
// aggregation): noise rarely sinks six runs minutes apart, a real regression sinks them all.
const RUNS_PER_PASS = 3;

async function startServer() {
  const server = spawn(process.execPath, ['server/start.mjs'], {
    cwd: appDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
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
 * @typedef {{ scores: Record<string, number>, lcp: number, tbt: number, cls: number, jsKiB: number }} Figures
 */

/**
 * @param {import('lighthouse').Result} lhr
 * @returns {Figures}
 */
function figures(lhr) {
  const summary =
    /** @type {{ items?: { resourceType: string, transferSize: number }[] } | undefined} */ (
      lhr.audits['resource-summary']?.details
    );
  const scripts = summary?.items?.find((item) => item.resourceType === 'script');
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    jsKiB: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
  };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * @param {{ port: number }} chrome
 * @param {string} pagePath
 * @param {number} [attempt]
 * @returns {Promise<Figures>}
 */
async function audit(chrome, pagePath, attempt = 1) {
  const result = await lighthouse(`${origin}${pagePath}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) {
    // Trace recording fails now and then (NO_NAVSTART); a second run settles it.
    if (attempt < 3 && runtimeError.code !== 'ERRORED_DOCUMENT_REQUEST') {
      return audit(chrome, pagePath, attempt + 1);
    }
    throw new Error(`${pagePath}: ${runtimeError.code} ${runtimeError.message}`);
  }
  return figures(result.lhr);
}

await settle();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath:
    process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
  ],
});

/**
 * Share of CPU time spent idle across all cores over `ms` milliseconds.
 * @param {number} ms
 */
async function idleShare(ms) {
  const total = () =>
    cpus().reduce(
      (sum, cpu) => {
        const busy = cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq;
        return { idle: sum.idle + cpu.times.idle, all: sum.all + busy + cpu.times.idle };
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/**
 * Waits, up to two minutes, for three quiet seconds in a row (CPU at least 85% idle). In CI the
 * audit follows the end-to-end suite, whose browsers and servers take a while to wind down, and
 * a busy host is multiplied by four in the performance score.
 */
async function settle() {
  const started = Date.now();
  let quiet = 0;
  while (quiet < 3 && Date.now() - started < 120_000) {
    quiet = (await idleShare(1000)) >= 0.85 ? quiet + 1 : 0;
  }
  const waited = Math.round((Date.now() - started) / 1000);
  console.log(
    quiet >= 3
      ? `Lighthouse: the machine was quiet after ${waited} s.`
      : `Lighthouse: the machine stayed busy for ${waited} s; measuring anyway.`,
  );
}

/** @param {Figures} run */
const belowFloors = (run) =>
  CATEGORIES.some((id) => (run.scores[id] ?? 0) < (budget.floors[id] ?? 0));

/** @type {Map<string, Figures[]>} */
const runsByPath = new Map(paths.map((/** @type {string} */ pagePath) => [pagePath, []]));

/**
 * Measures a path until a run meets its floors or it has `upTo` runs in all.
 * @param {{ port: number }} chrome @param {string} pagePath @param {number} upTo
 */
async function measure(chrome, pagePath, upTo) {
  const runs = runsByPath.get(pagePath) ?? [];
  while (runs.length < upTo && !runs.some((run) => !belowFloors(run))) {
    const run = await audit(chrome, pagePath);
    runs.push(run);
    // Progress for CI logs: the table comes only after both passes.
    console.log(`  ${pagePath} run ${runs.length}: performance ${run.scores.performance}`);
  }
  runsByPath.set(pagePath, runs);
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
    'path                                  perf  a11y  best   seo   LCP ms  TBT ms    CLS  JS KiB',
  );
  for (const pagePath of paths) {
    const runs = runsByPath.get(pagePath) ?? [];
    /** @param {(run: Figures) => number} pick */
    const middle = (pick) => median(runs.map(pick));
    // The passing run is reported when there is one; otherwise the median of the runs.
    const passing = runs.find((run) => !belowFloors(run));
    const row = passing ?? {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, middle((r) => r.scores[id] ?? 0)])),
      lcp: middle((r) => r.lcp),
      tbt: middle((r) => r.tbt),
      cls: middle((r) => r.cls),
      jsKiB: runs[0]?.jsKiB ?? 0,
    };
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
        misses.length > 0
          ? `  BELOW FLOOR: ${misses.join(', ')} (median of ${runs.length} runs)`
          : runs.length > 1 && passing
            ? `  (run ${runs.indexOf(passing) + 1} of ${runs.length})`
            : '',
      ].join(' '),
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
console.log(
  failed
    ? 'Lighthouse: some pages are below the floors in lighthouse-budget.json.'
    : `Lighthouse: every page meets the floors (${CATEGORIES.map((id) => `${id} ${budget.floors[id]}`).join(', ')}).`,
);
process.exit(failed ? 1 : 0);
