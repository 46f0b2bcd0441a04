// `pnpm lighthouse [paths…]`: Lighthouse (mobile, simulated throttling) on the built site served
// by the production server. Prints the four scores, LCP, TBT, CLS and JavaScript bytes per path,
// and exits non-zero when a path is below a floor of lighthouse-budget.json.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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
// so a busy moment moves the performance score by several points (measured: 92-100 for one
// unchanged page on a 2-core machine). A path below a floor is measured again, up to five runs,
// and fails only when no run meets the floors (Lighthouse CI's "optimistic" aggregation): noise
// rarely sinks five runs, a real regression sinks them all.
const RUNS_WHEN_BELOW = 5;

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

/**
 * The floors for a path: the budget's, with any per-path override on top.
 * @param {string} pagePath
 * @returns {Record<string, number>}
 */
const floorsFor = (pagePath) => ({ ...budget.floors, ...(budget.pathFloors?.[pagePath] ?? {}) });

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

let failed = false;
try {
  console.log(
    'path                                  perf  a11y  best   seo   LCP ms  TBT ms    CLS  JS KiB',
  );
  // One unscored warm-up run: the first audits after a cold start (browser caches, JIT, the
  // processes of earlier test tasks winding down) score several points low.
  if (paths[0]) await audit(chrome, paths[0]);
  for (const pagePath of paths) {
    const first = await audit(chrome, pagePath);
    const runs = [first];
    const floors = floorsFor(pagePath);
    /** @param {Figures} run */
    const below = (run) => CATEGORIES.some((id) => (run.scores[id] ?? 0) < (floors[id] ?? 0));
    while (below(runs[runs.length - 1] ?? first) && runs.length < RUNS_WHEN_BELOW) {
      runs.push(await audit(chrome, pagePath));
    }
    /** @param {(run: Figures) => number} pick */
    const middle = (pick) => median(runs.map(pick));
    // The passing run is reported when there is one; otherwise the median of the runs.
    const row = runs.find((run) => !below(run)) ?? {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, middle((r) => r.scores[id] ?? 0)])),
      lcp: middle((r) => r.lcp),
      tbt: middle((r) => r.tbt),
      cls: middle((r) => r.cls),
      jsKiB: first.jsKiB,
    };
    const scores = row.scores;
    const misses = CATEGORIES.filter((id) => (scores[id] ?? 0) < (floors[id] ?? 0));
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
          : runs.length > 1
            ? `  (run ${runs.indexOf(/** @type {Figures} */ (row)) + 1} of ${runs.length})`
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
    : `Lighthouse: every page meets the floors (${CATEGORIES.map((id) => `${id} ${budget.floors[id]}`).join(', ')}${budget.pathFloors ? `; lower on ${Object.keys(budget.pathFloors).join(', ')}` : ''}).`,
);
process.exit(failed ? 1 : 0);
