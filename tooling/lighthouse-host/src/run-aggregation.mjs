// How repeated runs of a noisy measurement become one verdict: a page passes when most of its
// runs meet the floors, measuring only until that majority is decided, and is reported by the
// medians of its runs (decision 0051).

/**
 * The middle value (the upper of the two middle ones for an even count); 0 for none.
 * @param {number[]} values
 */
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Whether most of `of` runs pass, as far as `runs` (the first of them) already decide it: true
 * once more than half of `of` have passed, false once more than half have missed, undefined while
 * the runs still to come could tip it either way.
 * @template T
 * @param {T[]} runs
 * @param {(run: T) => boolean} passes
 * @param {number} of
 * @returns {boolean | undefined}
 */
export function mostPass(runs, passes, of) {
  const needed = Math.floor(of / 2) + 1;
  const passed = runs.slice(0, of).filter(passes).length;
  if (passed >= needed) return true;
  if (Math.min(runs.length, of) - passed >= needed) return false;
  return undefined;
}

/**
 * Measures each key's runs in turns (one run per key still open per turn, so a slow spell of the
 * host spreads over the keys instead of sinking one key's runs in a row) until each has `upTo`
 * runs or, with `untilDecided` (the default), until most of `upTo` runs are known to pass or miss.
 * Appends to the runs given, so a later call continues an earlier one.
 * @template K, T
 * @param {Map<K, T[]>} runsByKey
 * @param {{ upTo: number, passes: (run: T) => boolean, measure: (key: K) => Promise<T>,
 *   untilDecided?: boolean, onRun?: (key: K, run: T, count: number) => void }} options
 * @returns {Promise<Map<K, T[]>>}
 */
export async function measureUntilDecided(runsByKey, options) {
  const { upTo, passes, measure, untilDecided = true, onRun } = options;
  /** @param {K} key */
  const open = (key) => {
    const runs = runsByKey.get(key) ?? [];
    return runs.length < upTo && !(untilDecided && mostPass(runs, passes, upTo) !== undefined);
  };
  let keys = [...runsByKey.keys()].filter(open);
  while (keys.length > 0) {
    for (const key of keys) {
      const runs = runsByKey.get(key) ?? [];
      const run = await measure(key);
      runs.push(run);
      onRun?.(key, run, runs.length);
    }
    keys = keys.filter(open);
  }
  return runsByKey;
}

/** Runs of the first verdict; a page most of them fail gets up to `ALL_RUNS` in all. */
export const FIRST_RUNS = 3;
/** Odd, so a full set always has a majority. */
export const ALL_RUNS = 15;

/**
 * The verdict of the floors' rule on a page's runs: most of the first `FIRST_RUNS` pass, or most
 * of `ALL_RUNS` pass (the runs a page gets when most of its first ones missed).
 * @template T
 * @param {T[]} runs
 * @param {(run: T) => boolean} passes
 */
export function passesFloors(runs, passes) {
  return mostPass(runs, passes, FIRST_RUNS) === true || mostPass(runs, passes, ALL_RUNS) === true;
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
 * A figure's spread over the runs: `min / median / max`.
 * @param {number[]} values at least one
 */
export function spread(values) {
  return `${Math.min(...values)} / ${median(values)} / ${Math.max(...values)}`;
}
