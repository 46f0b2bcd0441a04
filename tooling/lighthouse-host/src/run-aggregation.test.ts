import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageFigures } from './page-audit.mjs';
import { measureUntilPass, median, medianFigures, reportedRun } from './run-aggregation.mjs';

const run = (performance: number, lcp = 1000): PageFigures => ({
  scores: { performance, accessibility: 100 },
  lcp,
  fcp: 800,
  tbt: 10,
  cls: 0,
  jsKiB: 120,
  slowdown: 4,
});
const passes = (figures: PageFigures) => (figures.scores.performance ?? 0) >= 98;

describe('measureUntilPass', () => {
  it('stops at the first passing run', async () => {
    const queue = [run(90), run(99), run(100)];
    const runs = await measureUntilPass([], {
      upTo: 3,
      passes,
      measure: async () => queue.shift() ?? run(0),
    });
    expect(runs.map((r) => r.scores.performance)).toEqual([90, 99]);
  });

  it('gives up at upTo runs in all, counting the earlier pass', async () => {
    const seen: number[] = [];
    const first = await measureUntilPass([], {
      upTo: 3,
      passes,
      measure: async () => run(90),
    });
    const both = await measureUntilPass(first, {
      upTo: 6,
      passes,
      measure: async () => run(91),
      onRun: (_, count) => seen.push(count),
    });
    expect(both).toHaveLength(6);
    expect(seen).toEqual([4, 5, 6]);
  });

  it('measures nothing more once a run has passed', async () => {
    let calls = 0;
    await measureUntilPass([run(100)], {
      upTo: 6,
      passes,
      measure: async () => {
        calls += 1;
        return run(0);
      },
    });
    expect(calls).toBe(0);
  });
});

describe('reportedRun', () => {
  it('reports the first passing run and its place', () => {
    const runs = [run(90, 3000), run(99, 1200), run(100, 1100)];
    expect(reportedRun(runs, passes)).toEqual({ figures: runs[1], passingRun: 2 });
  });

  it('reports the medians when no run passes', () => {
    const { figures, passingRun } = reportedRun(
      [run(90, 3000), run(70, 1000), run(80, 2000)],
      passes,
    );
    expect(passingRun).toBeNull();
    expect(figures.scores).toEqual({ performance: 80, accessibility: 100 });
    expect(figures.lcp).toBe(2000);
  });
});

describe('median', () => {
  it('is a value of the list with as many values above as below (upper middle when even)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1 }), (values) => {
        const middle = median(values);
        expect(values).toContain(middle);
        expect(values.filter((v) => v < middle).length).toBeLessThanOrEqual(values.length / 2);
        expect(values.filter((v) => v > middle).length).toBeLessThanOrEqual(values.length / 2);
      }),
    );
    expect(median([])).toBe(0);
  });

  it('medianFigures refuses an empty list rather than report zeros', () => {
    expect(() => medianFigures([])).toThrow(/at least one run/);
  });
});
