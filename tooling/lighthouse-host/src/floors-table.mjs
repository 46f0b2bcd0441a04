// The Lighthouse audit's table: each path's medians, how many runs met the floors, its verdict and
// the spread of performance, TBT and LCP over its runs.
import { CATEGORIES } from './page-audit.mjs';
import { medianFigures, spread } from './run-aggregation.mjs';

/**
 * Prints the table; true when every path passes.
 * @template {import('./page-audit.mjs').PageFigures} T
 * @param {Map<string, T[]>} runsByPath
 * @param {{ floors: Record<string, number>, meetsFloors: (run: T) => boolean,
 *   verdict: (runs: T[]) => boolean }} rule
 */
export function printFloorsTable(runsByPath, { floors, meetsFloors, verdict }) {
  let allPass = true;
  console.log(
    'path                                  perf  a11y  best   seo   LCP ms  TBT ms    CLS  JS KiB    CPU',
  );
  for (const [pagePath, runs] of runsByPath) {
    const row = medianFigures(runs);
    const passed = verdict(runs);
    if (!passed) allPass = false;
    const misses = CATEGORIES.filter((id) => (row.scores[id] ?? 0) < (floors[id] ?? 0));
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
  return allPass;
}
