import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PageFigures } from './page-audit.mjs';
import {
  ALL_RUNS,
  enoughPass,
  FIRST_RUNS,
  measureUntilDecided,
  median,
  medianFigures,
  PASSING_RUNS,
  passesFloors,
  spread,
} from './run-aggregation.mjs';

const run = (performance: number, lcp = 1000): PageFigures => ({
  scores: { performance, accessibility: 100 },
  lcp,
  lcpElement: '<img>',
  fcp: 800,
  tbt: 10,
  cls: 0,
  jsKiB: 120,
  slowdown: 4,
});
const passes = (figures: PageFigures) => (figures.scores.performance ?? 0) >= 98;

/** Measures from a fixed list of outcomes, one per call, in order. */
function measuring(outcomes: boolean[]) {
  let calls = 0;
  return {
    measure: async () => run(outcomes[calls++] ? 100 : 90),
    calls: () => calls,
  };
}

describe('enoughPass', () => {
  it('decides once two runs have passed, or once the runs left could not make two', () => {
    expect(PASSING_RUNS).toBe(2);
    expect(enoughPass([run(100), run(100)], passes, 3)).toBe(true);
    expect(enoughPass([run(90), run(100), run(100)], passes, 3)).toBe(true);
    expect(enoughPass([run(90), run(90)], passes, 3)).toBe(false);
    expect(enoughPass([run(100), run(90)], passes, 3)).toBeUndefined();
    expect(enoughPass([run(90), run(90), run(90)], passes, 15)).toBeUndefined();
    expect(enoughPass([run(100)], passes, 1)).toBe(true);
  });

  it('counts only the first `of` runs', () => {
    expect(enoughPass([run(90), run(90), run(100), run(100), run(100)], passes, 3)).toBe(false);
  });
});

describe('measureUntilDecided', () => {
  it('a sound page costs two runs', async () => {
    const { measure, calls } = measuring([true, true, true]);
    const runs = await measureUntilDecided(new Map([['/', []]]), { upTo: 3, passes, measure });
    expect(runs.get('/')).toHaveLength(2);
    expect(calls()).toBe(2);
  });

  it('continues earlier runs and measures open keys in turns', async () => {
    const order: string[] = [];
    const runsByKey = new Map([
      ['/a', [run(90), run(90), run(100)]],
      ['/b', [run(90), run(100), run(90)]],
    ]);
    await measureUntilDecided(runsByKey, {
      upTo: 15,
      passes,
      measure: async (key) => {
        order.push(key);
        return run(key === '/a' ? 100 : 90);
      },
    });
    // Each run of one goes between two of the other, until /a has its second pass.
    expect(order.slice(0, 3)).toEqual(['/a', '/b', '/b']);
    expect(enoughPass(runsByKey.get('/a') ?? [], passes, 15)).toBe(true);
    // /b never passes again: it gets all 15 runs, and fails.
    expect(runsByKey.get('/b')).toHaveLength(15);
    expect(enoughPass(runsByKey.get('/b') ?? [], passes, 15)).toBe(false);
    expect(passesFloors(runsByKey.get('/b') ?? [], passes)).toBe(false);
  });

  it('without untilDecided, measures every key upTo times', async () => {
    const { measure } = measuring(Array(20).fill(true));
    const runs = await measureUntilDecided(new Map([['/', []]]), {
      upTo: 10,
      passes,
      measure,
      untilDecided: false,
    });
    expect(runs.get('/')).toHaveLength(10);
  });

  it('stopping early never decides otherwise than counting every run', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { minLength: ALL_RUNS, maxLength: ALL_RUNS }),
        fc.constantFrom(FIRST_RUNS, 5, 7, ALL_RUNS),
        async (outcomes, upTo) => {
          const { measure, calls } = measuring(outcomes);
          const runs =
            (await measureUntilDecided(new Map([['/', []]]), { upTo, passes, measure })).get('/') ??
            [];
          const passedOfAll = outcomes.slice(0, upTo).filter(Boolean).length;
          expect(enoughPass(runs, passes, upTo)).toBe(passedOfAll >= PASSING_RUNS);
          expect(calls()).toBeLessThanOrEqual(upTo);
          // The two stages together: two passes of the first runs, else of all ALL_RUNS.
          const { measure: again } = measuring(outcomes);
          const staged = new Map([['/', [] as PageFigures[]]]);
          await measureUntilDecided(staged, { upTo: FIRST_RUNS, passes, measure: again });
          if (!passesFloors(staged.get('/') ?? [], passes)) {
            await measureUntilDecided(staged, { upTo: ALL_RUNS, passes, measure: again });
          }
          expect(passesFloors(staged.get('/') ?? [], passes)).toBe(
            outcomes.filter(Boolean).length >= PASSING_RUNS,
          );
        },
      ),
    );
  });
});

describe('passesFloors', () => {
  it('passes on two runs that meet the floors, however many missed among up to ALL_RUNS', () => {
    expect(passesFloors([run(100), run(90), run(100)], passes)).toBe(true);
    const missedFirst = [run(90), run(90), run(100)];
    expect(passesFloors(missedFirst, passes)).toBe(false);
    expect(passesFloors([...missedFirst, ...Array(11).fill(run(90)), run(100)], passes)).toBe(true);
    // A page no run of which meets the floors (a regression) fails.
    expect(passesFloors(Array(ALL_RUNS).fill(run(90)), passes)).toBe(false);
    // A pass after ALL_RUNS does not count.
    expect(passesFloors([...missedFirst, ...Array(12).fill(run(90)), run(100)], passes)).toBe(
      false,
    );
  });
});

describe('spread', () => {
  it('is min / median / max', () => {
    expect(spread([30, 10, 250, 20])).toBe('10 / 30 / 250');
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
