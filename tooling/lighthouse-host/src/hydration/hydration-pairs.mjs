// What hydration costs a page's first paint, from runs of the page as built taken in turns with
// runs of its no-JS twin (every script stripped, JSON-LD kept) at the same CPU slowdown: the
// ratio of their median LCPs, and the least blocking time of the page as built (a busy host only
// ever adds blocking time to a run, decision 0064). Shared by `lighthouse-audit`, which takes the
// pairs beside its floors' runs (decision 0066), and the standalone `hydrationCost`.
import { median, medianFigures } from '../run-aggregation.mjs';

/**
 * The limits a page is held to: LCP with JS at most `maxLcpRatio` times its twin's (issue 18:
 * 1.10), and TBT at most `maxTbtMs` (200, Lighthouse's mobile "good" mark, decision 0039), on
 * the medians of at least `runs` pairs.
 * @typedef {{ maxLcpRatio: number, maxTbtMs: number, runs: number }} HydrationLimits
 */

/** @type {HydrationLimits} */
export const HYDRATION_LIMITS = { maxLcpRatio: 1.1, maxTbtMs: 200, runs: 3 };

/**
 * @typedef {{ lcp: number, bare: number, ratio: number, fcp: string, tbt: number,
 *   bareTbt: number, jsKiB: number, performance: number }} HydrationCost
 */

/**
 * The cost read from paired runs: medians of LCP and FCP, the least TBT of each side.
 * @param {import('../page-audit.mjs').PageFigures[]} withJs
 * @param {import('../page-audit.mjs').PageFigures[]} noJs
 * @returns {HydrationCost}
 */
export function hydrationCostOf(withJs, noJs) {
  if (withJs.length === 0 || noJs.length === 0) {
    throw new Error('hydrationCostOf needs runs of the page and of its twin');
  }
  const page = medianFigures(withJs);
  const twin = medianFigures(noJs);
  return {
    lcp: page.lcp,
    bare: twin.lcp,
    ratio: page.lcp / Math.max(1, twin.lcp),
    fcp: `${page.fcp} / ${twin.fcp} ms`,
    tbt: Math.min(...withJs.map((run) => run.tbt)),
    bareTbt: Math.min(...noJs.map((run) => run.tbt)),
    jsKiB: page.jsKiB,
    performance: median(withJs.map((run) => run.scores.performance ?? 0)),
  };
}

/**
 * Whether the pairs so far keep a path within the limits whatever the pairs still to come (up to
 * `limits.runs`) show, so that it needs no more: the median LCP with JS can rise no higher than
 * the median of its runs so far with the missing runs at infinity, its twin's can fall no lower
 * than theirs with the missing runs at zero, and the least TBT only ever falls. The verdict of
 * `runs` pairs is then already known (decision 0066's addendum): with three pairs, two within
 * the limits by a wide margin decide it.
 * @param {import('../page-audit.mjs').PageFigures[]} withJs
 * @param {import('../page-audit.mjs').PageFigures[]} noJs
 * @param {HydrationLimits} limits
 */
export function withinWhateverFollows(withJs, noJs, limits) {
  const taken = Math.min(withJs.length, noJs.length);
  if (taken === 0) return false;
  const missing = Math.max(0, limits.runs - taken);
  const highestLcp = median([...withJs.map((run) => run.lcp), ...Array(missing).fill(Infinity)]);
  const lowestTwinLcp = median([...noJs.map((run) => run.lcp), ...Array(missing).fill(0)]);
  return (
    highestLcp / Math.max(1, lowestTwinLcp) <= limits.maxLcpRatio &&
    Math.min(...withJs.map((run) => run.tbt)) <= limits.maxTbtMs
  );
}

/**
 * Whether a cost is over a limit.
 * @param {HydrationCost} cost
 * @param {HydrationLimits} limits
 */
export function overLimits(cost, limits) {
  return cost.ratio > limits.maxLcpRatio || cost.tbt > limits.maxTbtMs;
}

/** The table's header line. */
export const HYDRATION_HEADER =
  'route              LCP with JS  LCP no JS  ratio   FCP with / no JS   TBT with / no JS   JS KiB  perf';

/**
 * One line of the table.
 * @param {string} name
 * @param {HydrationCost} cost
 * @param {string} [note] what a second set of runs said, or that it was over twice
 */
export function hydrationRow(name, cost, note = '') {
  return [
    name.padEnd(18),
    `${cost.lcp} ms`.padStart(12),
    `${cost.bare} ms`.padStart(10),
    cost.ratio.toFixed(2).padStart(6),
    cost.fcp.padStart(19),
    `${cost.tbt} / ${cost.bareTbt} ms`.padStart(18),
    cost.jsKiB.toFixed(1).padStart(8),
    String(cost.performance).padStart(5),
    note,
  ].join(' ');
}
