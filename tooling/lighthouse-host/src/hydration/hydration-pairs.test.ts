import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageFigures } from '../page-audit.mjs';
import {
  HYDRATION_LIMITS,
  hydrationCostOf,
  hydrationRow,
  overLimits,
  withinWhateverFollows,
} from './hydration-pairs.mjs';

const run = (lcp: number, tbt: number, fcp = 760, performance = 100): PageFigures => ({
  scores: { performance },
  lcp,
  lcpElement: '',
  fcp,
  tbt,
  cls: 0,
  jsKiB: 105.5,
  slowdown: 2.9,
});

describe('hydrationCostOf', () => {
  it('compares median LCPs and keeps the least blocking time of each side', () => {
    const cost = hydrationCostOf(
      [run(1360, 120), run(1510, 40), run(1361, 310)],
      [run(1358, 0), run(1357, 12), run(1510, 3)],
    );
    expect(cost.lcp).toBe(1361);
    expect(cost.bare).toBe(1358);
    expect(cost.ratio).toBeCloseTo(1361 / 1358, 6);
    expect(cost.tbt).toBe(40);
    expect(cost.bareTbt).toBe(0);
    expect(cost.jsKiB).toBe(105.5);
    expect(cost.fcp).toBe('760 / 760 ms');
  });

  it('one slow run of three moves neither median', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 800, max: 3000 }),
        fc.integer({ min: 1, max: 2000 }),
        (lcp, jump) => {
          const cost = hydrationCostOf(
            [run(lcp, 0), run(lcp + jump, 0), run(lcp, 0)],
            [run(lcp, 0), run(lcp, 0), run(lcp + jump, 0)],
          );
          expect(cost.ratio).toBe(1);
        },
      ),
    );
  });

  it('needs runs of both the page and its twin', () => {
    expect(() => hydrationCostOf([], [run(1, 0)])).toThrow(/needs runs/);
    expect(() => hydrationCostOf([run(1, 0)], [])).toThrow(/needs runs/);
  });
});

describe('overLimits', () => {
  const limits = HYDRATION_LIMITS;
  it('is within at the limits and over just past either', () => {
    const at = hydrationCostOf([run(1100, 200)], [run(1000, 0)]);
    expect(overLimits(at, limits)).toBe(false);
    expect(overLimits(hydrationCostOf([run(1101, 0)], [run(1000, 0)]), limits)).toBe(true);
    expect(overLimits(hydrationCostOf([run(1000, 201)], [run(1000, 0)]), limits)).toBe(true);
  });

  it('prints a row naming the route, both LCPs and the ratio', () => {
    const row = hydrationRow('pricing TabLabs', hydrationCostOf([run(1213, 26)], [run(1359, 18)]));
    expect(row).toMatch(/^pricing TabLabs +1213 ms +1359 ms +0\.89 /);
  });
});

describe('withinWhateverFollows', () => {
  const limits = HYDRATION_LIMITS;
  // Pages whose LCP with and without JS are near one another, as real ones are.
  const pair = (base: number) =>
    fc.record({
      lcp: fc.integer({ min: base - 150, max: base + 250 }),
      tbt: fc.integer({ min: 0, max: 400 }),
      twinLcp: fc.integer({ min: base - 150, max: base + 150 }),
    });
  const pages = fc
    .integer({ min: 800, max: 3000 })
    .chain((base) =>
      fc.tuple(
        fc.array(pair(base), { minLength: 1, maxLength: 2 }),
        fc.array(pair(base), { minLength: 1, maxLength: 2 }),
      ),
    );

  // 2,000 generated paths: 1.4 s beside the rest of `pnpm test` on two cores.
  it('stops early only when no further pair could change the verdict of all of them', {
    timeout: 30_000,
  }, () => {
    let decided = 0;
    fc.assert(
      fc.property(pages, ([taken, later]) => {
        const withJs = taken.map((p) => run(p.lcp, p.tbt));
        const noJs = taken.map((p) => run(p.twinLcp, 0));
        if (!withinWhateverFollows(withJs, noJs, limits)) return;
        decided += 1;
        // Whatever the runs still to come show, all `runs` of them are within the limits.
        const rest = later.slice(0, limits.runs - taken.length);
        const all = hydrationCostOf(
          [...withJs, ...rest.map((p) => run(p.lcp, p.tbt))],
          [...noJs, ...rest.map((p) => run(p.twinLcp, 0))],
        );
        expect(overLimits(all, limits)).toBe(false);
      }),
      { numRuns: 2000 },
    );
    expect(decided).toBeGreaterThan(100);
  });

  it('two close pairs decide it; a wide spread, slow blocking time or one pair do not', () => {
    const twins = [run(1357, 0), run(1430, 0)];
    expect(withinWhateverFollows([run(1359, 40), run(1431, 90)], twins, limits)).toBe(true);
    // 1,510 against 1,357 could be a median ratio of 1.11 after a third pair.
    expect(withinWhateverFollows([run(1359, 40), run(1510, 90)], twins, limits)).toBe(false);
    expect(withinWhateverFollows([run(1359, 240), run(1431, 201)], twins, limits)).toBe(false);
    expect(withinWhateverFollows([run(1359, 40)], [run(1357, 0)], limits)).toBe(false);
    expect(withinWhateverFollows([], [], limits)).toBe(false);
  });

  it('a path with every pair taken is decided by the pairs themselves', () => {
    const three = [run(1000, 10), run(1000, 10), run(1000, 10)];
    expect(withinWhateverFollows(three, three, limits)).toBe(true);
    expect(withinWhateverFollows(three, [run(800, 0), run(800, 0), run(800, 0)], limits)).toBe(
      false,
    );
  });
});
