// The Lighthouse audit's hydration pairs (decision 0066): each run of a hydration path as built is
// followed by a run of its no-JS twin at the same CPU slowdown, on a second server of the app
// over a copy of the build whose pages at those paths have no scripts. The audit already runs
// the page as built for its floors, so the comparison costs only the twin's runs.

import { noJsTwinBuild } from '../no-js-twin.mjs';
import { auditPage } from '../page-audit.mjs';
import {
  HYDRATION_HEADER,
  HYDRATION_LIMITS,
  hydrationCostOf,
  hydrationRow,
  overLimits,
  withinWhateverFollows,
} from './hydration-pairs.mjs';

/**
 * @typedef {{ paths: Record<string, string>, maxLcpRatio?: number, maxTbtMs?: number,
 *   runs?: number }} HydrationBudget the budget's `hydration`: route type → path, and limits
 * @typedef {import('../page-audit.mjs').PageFigures} PageFigures
 */

/**
 * Makes the twin build in `twinDir` and starts its server; undefined when the budget names no
 * hydration path among `paths`.
 * @param {{ budget: HydrationBudget | undefined, paths: string[], buildDir: string,
 *   twinDir: string, precompress: (files: string[]) => Promise<unknown>,
 *   startTwinServer: (env: NodeJS.ProcessEnv) => Promise<string> }} options
 *   `startTwinServer` starts the app's server with `env` and gives its origin
 */
export async function hydrationPairs({
  budget,
  paths,
  buildDir,
  twinDir,
  precompress,
  startTwinServer,
}) {
  const named = Object.entries(budget?.paths ?? {}).filter(([, urlPath]) =>
    paths.includes(urlPath),
  );
  if (!budget || named.length === 0) return undefined;
  const limits = {
    maxLcpRatio: budget.maxLcpRatio ?? HYDRATION_LIMITS.maxLcpRatio,
    maxTbtMs: budget.maxTbtMs ?? HYDRATION_LIMITS.maxTbtMs,
    runs: budget.runs ?? HYDRATION_LIMITS.runs,
  };
  const measured = new Set(named.map(([, urlPath]) => urlPath));
  // The caller owns `twinDir` and removes it however the audit ends, a failed start included.
  await noJsTwinBuild(buildDir, twinDir, [...measured], precompress);
  // Its own data folder: the two servers do not share a lead store.
  const twinOrigin = await startTwinServer({ BUILD_DIR: twinDir, DATA_DIR: `${twinDir}/.data` });
  /** @type {Map<string, { withJs: PageFigures[], noJs: PageFigures[] }>} */
  const pairs = new Map([...measured].map((urlPath) => [urlPath, { withJs: [], noJs: [] }]));

  return {
    runs: limits.runs,

    /**
     * Whether `urlPath` needs another pair: fewer than `runs`, and the ones taken leave its
     * verdict open (a path within the limits whatever follows stops at two).
     * @param {string} urlPath
     */
    needsMore(urlPath) {
      const pair = pairs.get(urlPath);
      if (!pair || pair.withJs.length >= limits.runs) return false;
      return !withinWhateverFollows(pair.withJs, pair.noJs, limits);
    },

    /**
     * After a run of `urlPath` as built: its twin's run at the same slowdown.
     * @param {{ port: number }} chrome
     * @param {string} urlPath
     * @param {PageFigures} figures the page's run
     * @param {number} cpuSlowdown
     */
    async afterRun(chrome, urlPath, figures, cpuSlowdown) {
      const pair = pairs.get(urlPath);
      if (!pair) return;
      const twin = await auditPage(chrome, `${twinOrigin}${urlPath}`, {
        cpuSlowdown,
        categories: ['performance'],
      });
      pair.withJs.push(figures);
      pair.noJs.push(twin);
    },

    /**
     * Prints the table and says whether every path is within the limits. A path over one is
     * measured again (`runs` more pairs, through `audit`, which takes the twin's runs too) and
     * fails only if that second set is over as well: a busy moment moves a median too.
     * @param {(urlPath: string) => Promise<unknown>} audit
     */
    async report(audit) {
      console.log(
        `hydration cost: each path as built against its no-JS twin, run after run at the same CPU slowdown, medians of ${limits.runs} pairs or of fewer that decide it, TBT the least of them (limits: LCP ratio ${limits.maxLcpRatio}, TBT ${limits.maxTbtMs} ms)`,
      );
      console.log(HYDRATION_HEADER);
      let within = true;
      for (const [name, urlPath] of named) {
        const pair = /** @type {{ withJs: PageFigures[], noJs: PageFigures[] }} */ (
          pairs.get(urlPath)
        );
        let cost = hydrationCostOf(pair.withJs, pair.noJs);
        let note =
          pair.withJs.length < limits.runs
            ? `  (${pair.withJs.length} pairs: within the limits whatever a pair more shows)`
            : '';
        if (overLimits(cost, limits)) {
          const from = pair.withJs.length;
          for (let run = 0; run < limits.runs; run += 1) await audit(urlPath);
          const again = hydrationCostOf(pair.withJs.slice(from), pair.noJs.slice(from));
          note = overLimits(again, limits)
            ? '  OVER (twice)'
            : `  (first set: ratio ${cost.ratio.toFixed(2)}, TBT ${cost.tbt} ms)`;
          cost = again;
        }
        if (overLimits(cost, limits)) within = false;
        console.log(hydrationRow(name, cost, note));
      }
      console.log(
        within
          ? `hydration cost: every path's LCP with JS is within ${limits.maxLcpRatio}x its no-JS twin's, with TBT at most ${limits.maxTbtMs} ms.`
          : `hydration cost: some path's LCP with JS is over ${limits.maxLcpRatio}x its no-JS twin's, or its TBT over ${limits.maxTbtMs} ms.`,
      );
      return within;
    },
  };
}
