// `pnpm --filter @tablogs/web hydration-cost` (hydrationCost, called by the app with its build and
// its server's precompression, apps/web/scripts/site-tools.mjs): what hydration costs a visitor's first paint. Each
// route type's page is measured side by side, on the same build served by the same static server,
// once as built and once as its no-JS twin (every script stripped, JSON-LD kept), with
// Lighthouse's mobile preset at the host-calibrated CPU slowdown of `pnpm lighthouse` (decision
// 0039), runs interleaved, medians of RUNS (TBT: the least of them, decision 0064). Prints LCP,
// FCP, TBT and JavaScript per route and the LCP ratio; exits non-zero when a route's ratio exceeds MAX_RATIO (issue 18: 1.10) or its TBT
// exceeds MAX_TBT_MS (200, Lighthouse's mobile "good" mark) in two sets of runs.
import { rmSync } from 'node:fs';
import {
  auditPage,
  cpuSlowdownFor,
  hostBenchmark,
  launchChrome,
  pinnedSlowdownFrom,
  settle,
} from '../lighthouse-host.mjs';
import { noJsTwin, serveStatic } from '../no-js-twin.mjs';
import { HYDRATION_HEADER, hydrationCostOf, hydrationRow, overLimits } from './hydration-pairs.mjs';

/**
 * Measures each route type's page against its no-JS twin, prints the table and exits the process
 * (non-zero when a route is over a limit).
 * @param {{ clientDir: string, routes: Array<[name: string, urlPath: string]>,
 *   precompress: (files: string[]) => Promise<unknown> }} options
 *   the client folder of the app's build; one page per route type; how the app's server
 *   precompresses a page (the twin is served compressed like the original)
 */
export async function hydrationCost({ clientDir, routes, precompress }) {
  // HYDRATION_ROUTES=home,FAQs measures only those route types (names as in `routes`).
  const only = process.env.HYDRATION_ROUTES?.split(',').map((name) => name.trim());
  const measured = only ? routes.filter(([name]) => only.includes(String(name))) : routes;
  const RUNS = Number(process.env.HYDRATION_RUNS ?? 3);
  const MAX_RATIO = Number(process.env.HYDRATION_MAX_RATIO ?? 1.1);
  // Lighthouse's mobile scoring puts TBT up to 200 ms in its best band (the p10 control point),
  // for the least blocking run of the page as built at the host-calibrated slowdown: a busy host
  // only ever adds blocking time to a run, so the least is the page's own (decision 0064). Issue 18 asked for
  // 50 ms at a fixed 4x; on a slower host the same 4x emulates a slower phone, and the no-JS twin
  // alone measured 45-97 ms there (decision 0039).
  const MAX_TBT_MS = Number(process.env.HYDRATION_MAX_TBT ?? 200);
  // LIGHTHOUSE_CPU_SLOWDOWN=4 pins the multiplier, as for `pnpm lighthouse`.
  const pinnedSlowdown = pinnedSlowdownFrom(process.env);
  const basePort = Number(process.env.HYDRATION_PORT ?? 4385);
  const limits = { maxLcpRatio: MAX_RATIO, maxTbtMs: MAX_TBT_MS, runs: RUNS };

  /**
   * @param {{ port: number }} chrome
   * @param {string} url
   */
  const measure = (chrome, url) =>
    auditPage(chrome, url, { cpuSlowdown: slowdown, categories: ['performance'] });

  const twinDir = await noJsTwin(
    clientDir,
    measured.map(([, urlPath]) => String(urlPath)),
    precompress,
  );
  const servers = [
    await serveStatic(clientDir, basePort),
    await serveStatic(twinDir, basePort + 1),
  ];
  await settle();
  const chrome = await launchChrome();
  // One multiplier for every audit, from nine benchmark samples (about a second each), so a page
  // and its twin are always measured alike.
  const slowdown =
    pinnedSlowdown ??
    cpuSlowdownFor(await hostBenchmark(chrome.port, { first: 9, perRun: 0 }).measure()).multiplier;

  let failed = false;
  try {
    // A warm-up run: the first audit after a cold start reads slow.
    await measure(chrome, `http://127.0.0.1:${basePort}/`);
    console.log(
      `hydration cost at ${slowdown}x CPU (${pinnedSlowdown ? 'pinned' : 'from the host benchmark'}), mobile preset, medians of ${RUNS} runs, TBT the least of them (limits: LCP ratio ${MAX_RATIO}, TBT ${MAX_TBT_MS} ms)`,
    );
    console.log(HYDRATION_HEADER);
    /** Side by side, interleaved: RUNS audits of the page as built and RUNS of its no-JS twin. */
    const measurePair = async (/** @type {string} */ urlPath) => {
      /** @type {import('@tablogs/lighthouse-host').PageFigures[]} */
      const withJs = [];
      /** @type {import('@tablogs/lighthouse-host').PageFigures[]} */
      const noJs = [];
      for (let run = 0; run < RUNS; run += 1) {
        withJs.push(await measure(chrome, `http://127.0.0.1:${basePort}${urlPath}`));
        noJs.push(await measure(chrome, `http://127.0.0.1:${basePort + 1}${urlPath}`));
      }
      return hydrationCostOf(withJs, noJs);
    };
    for (const [name, urlPath] of measured) {
      let result = await measurePair(/** @type {string} */ (urlPath));
      // A busy moment on a shared machine moves a median too: a route over a limit is measured
      // again, and fails only if the second set is over one as well.
      const over = (/** @type {typeof result} */ figures) => overLimits(figures, limits);
      let label = '';
      if (over(result)) {
        const again = await measurePair(/** @type {string} */ (urlPath));
        label = over(again)
          ? '  OVER (twice)'
          : `  (first set: ratio ${result.ratio.toFixed(2)}, TBT ${result.tbt} ms)`;
        result = again;
      }
      if (over(result)) failed = true;
      console.log(hydrationRow(String(name), result, label));
    }
  } finally {
    await chrome.kill();
    for (const server of servers) server.close();
    rmSync(twinDir, { recursive: true, force: true });
  }
  console.log(
    failed
      ? `hydration cost: some route's LCP with JS is over ${MAX_RATIO}x its no-JS twin's, or its TBT over ${MAX_TBT_MS} ms.`
      : `hydration cost: every route's LCP with JS is within ${MAX_RATIO}x its no-JS twin's, with TBT at most ${MAX_TBT_MS} ms.`,
  );
  process.exit(failed ? 1 : 0);
}
