import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, median, pinnedSlowdownFrom, sampledLater } from './lighthouse-host.mjs';

describe('cpuSlowdownFor', () => {
  it("matches the breakpoints of Lighthouse's CPU throttling calculator", () => {
    expect(cpuSlowdownFor(150)).toEqual({ multiplier: 1, tooSlow: false });
    expect(cpuSlowdownFor(800).multiplier).toBe(2);
    expect(cpuSlowdownFor(1300).multiplier).toBe(3);
    expect(cpuSlowdownFor(1533).multiplier).toBe(4);
    expect(cpuSlowdownFor(1050).multiplier).toBe(2.5);
  });

  it("never throttles more than Lighthouse's default 4x, however fast the host reads", () => {
    expect(cpuSlowdownFor(2000).multiplier).toBe(4);
    expect(cpuSlowdownFor(2475).multiplier).toBe(4);
    fc.assert(
      fc.property(fc.double({ min: 150, max: 1e6, noNaN: true }), (index) => {
        expect(cpuSlowdownFor(index).multiplier).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('says so when the host is slower than the phone it should emulate', () => {
    expect(cpuSlowdownFor(149)).toEqual({ multiplier: 1, tooSlow: true });
    expect(cpuSlowdownFor(Number.NaN)).toEqual({ multiplier: 1, tooSlow: true });
  });

  it('never throttles a faster host less than a slower one, and never below 1x', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 150, max: 5000, noNaN: true }),
        fc.double({ min: 150, max: 5000, noNaN: true }),
        (a, b) => {
          const [slower, faster] = a <= b ? [a, b] : [b, a];
          const low = cpuSlowdownFor(slower).multiplier;
          expect(low).toBeGreaterThanOrEqual(1);
          expect(cpuSlowdownFor(faster).multiplier).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });

  it('is continuous at the breakpoints', () => {
    for (const breakpoint of [800, 1300]) {
      const below = cpuSlowdownFor(breakpoint - 0.001).multiplier;
      expect(Math.abs(cpuSlowdownFor(breakpoint).multiplier - below)).toBeLessThanOrEqual(0.01);
    }
  });
});

describe('pinnedSlowdownFrom', () => {
  it('is undefined when LIGHTHOUSE_CPU_SLOWDOWN is unset or empty', () => {
    expect(pinnedSlowdownFrom({})).toBeUndefined();
    expect(pinnedSlowdownFrom({ LIGHTHOUSE_CPU_SLOWDOWN: '' })).toBeUndefined();
  });

  it('reads a multiplier of at least 1 and refuses anything else by name', () => {
    expect(pinnedSlowdownFrom({ LIGHTHOUSE_CPU_SLOWDOWN: '4' })).toBe(4);
    expect(pinnedSlowdownFrom({ LIGHTHOUSE_CPU_SLOWDOWN: '2.5' })).toBe(2.5);
    for (const raw of ['0.5', 'fast', '-4']) {
      expect(() => pinnedSlowdownFrom({ LIGHTHOUSE_CPU_SLOWDOWN: raw })).toThrow(
        `LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1, not "${raw}"`,
      );
    }
  });
});

describe('median', () => {
  it('takes the middle sample whatever the order', () => {
    expect(median([1300, 990, 1450, 1010, 1200])).toBe(1200);
    expect(median([])).toBe(0);
  });
});

describe('sampledLater', () => {
  it('samples on every everyRuns-th call after the first, and every call by default', () => {
    const counts = { perRun: 1, everyRuns: 3 };
    expect([1, 2, 3, 4, 5, 6, 7].map((call) => sampledLater(call, counts))).toEqual([
      0, 0, 1, 0, 0, 1, 0,
    ]);
    expect([1, 2, 3].map((call) => sampledLater(call, { perRun: 2 }))).toEqual([2, 2, 2]);
    expect(sampledLater(5, { perRun: 0 })).toBe(0);
  });
});
