// How repeated runs of a noisy measurement become one verdict: a page passes when two of its runs
// meet the floors, measuring only until that is decided, and is reported by the medians and the
// spread of its runs (decisions 0051, 0064). A busy host only ever adds blocking time to a run, so
// a page that meets the floors twice has shown that its own cost is within them; a regression
// adds its work to every run, and no run meets them.

/**
 * The middle value (the upper of the two middle ones for an even count); 0 for none.
 * @param {number[]} values
 */
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** How many runs of a page must meet the floors for it to pass (decision 0064). */
export const PASSING_RUNS = 2;

/**
 * Whether `PASSING_RUNS` of the first `of` runs pass (all of them when `of` is fewer), as far as
 * `runs` already decide it: true once that many have passed, false once the runs still to come
 * could not get there, undefined while they could.
 * @template T
 * @param {T[]} runs
 * @param {(run: T) => boolean} passes
 * @param {number} of
 * @returns {boolean | undefined}
 */
export function enoughPass(runs, passes, of) {
  const needed = Math.min(PASSING_RUNS, of);
  const counted = runs.slice(0, of);
  const passed = counted.filter(passes).length;
  if (passed >= needed) return true;
  if (passed + (of - counted.length) < needed) return false;
  return undefined;
}

/**
 * Measures each key's runs in turns (one run per key still open per turn, so a slow spell of the
 * host spreads over the keys instead of sinking one key's runs in a row) until each has `upTo`
 * runs or, with `untilDecided` (the default), until `enoughPass` decides on `upTo` runs.
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
    return runs.length < upTo && !(untilDecided && enoughPass(runs, passes, upTo) !== undefined);
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

/** Runs a page gets at first; a page fewer than `PASSING_RUNS` of them pass gets more. */
export const FIRST_RUNS = 3;
/** Runs a page gets in all, in turns with the other such pages, before it fails. */
export const ALL_RUNS = 15;

/**
 * The verdict of the floors' rule on a page's runs: `PASSING_RUNS` of them meet the floors, of
 * the first `FIRST_RUNS` or, for a page that did not get there, of up to `ALL_RUNS`.
 * @template T
 * @param {T[]} runs
 * @param {(run: T) => boolean} passes
 */
export function passesFloors(runs, passes) {
  return enoughPass(runs, passes, ALL_RUNS) === true;
}

/**
 * Each numeric figure's median over `runs` (scores per category too); `jsKiB` and `lcpElement`
 * are the first run's, since the page's bytes do not vary.
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
    lcpElement: runs[0]?.lcpElement ?? '',
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
