// How repeated runs of a noisy measurement become one verdict: Lighthouse CI's "optimistic"
// aggregation (a page passes when any run meets the floors) spread over passes, and medians.

/**
 * The middle value (the upper of the two middle ones for an even count); 0 for none.
 * @param {number[]} values
 */
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Runs `measure` until a run passes or there are `upTo` runs, appending to `runs`.
 * @template T
 * @param {T[]} runs earlier runs of the same page (kept: a second pass continues the first)
 * @param {{ upTo: number, passes: (run: T) => boolean, measure: () => Promise<T>,
 *   onRun?: (run: T, count: number) => void }} options
 * @returns {Promise<T[]>}
 */
export async function measureUntilPass(runs, { upTo, passes, measure, onRun }) {
  while (runs.length < upTo && !runs.some(passes)) {
    const run = await measure();
    runs.push(run);
    onRun?.(run, runs.length);
  }
  return runs;
}

/**
 * Each numeric figure's median over `runs` (scores per category too); `jsKiB` is the first
 * run's, since the page's bytes do not vary.
 * @param {import('./page-audit.mjs').PageFigures[]} runs at least one
 * @returns {import('./page-audit.mjs').PageFigures}
 */
export function medianFigures(runs) {
  if (runs.length === 0) throw new Error('medianFigures needs at least one run');
  /** @param {(run: import('./page-audit.mjs').PageFigures) => number} pick */
  const middle = (pick) => median(runs.map(pick));
  const categories = Object.keys(runs[0]?.scores ?? {});
  return {
    scores: Object.fromEntries(categories.map((id) => [id, middle((run) => run.scores[id] ?? 0)])),
    lcp: middle((run) => run.lcp),
    fcp: middle((run) => run.fcp),
    tbt: middle((run) => run.tbt),
    cls: middle((run) => run.cls),
    jsKiB: runs[0]?.jsKiB ?? 0,
    slowdown: middle((run) => run.slowdown),
  };
}

/**
 * The run to report for a page: the first that passes, else the medians of all.
 * @param {import('./page-audit.mjs').PageFigures[]} runs
 * @param {(run: import('./page-audit.mjs').PageFigures) => boolean} passes
 * @returns {{ figures: import('./page-audit.mjs').PageFigures, passingRun: number | null }}
 *   `passingRun`: 1-based index of the reported passing run, null when none passed
 */
export function reportedRun(runs, passes) {
  const index = runs.findIndex(passes);
  const passing = runs[index];
  return passing
    ? { figures: passing, passingRun: index + 1 }
    : { figures: medianFigures(runs), passingRun: null };
}
