// The host side of `pnpm lighthouse`: wait for a quiet machine, then measure how fast it is and
// choose the CPU slowdown that emulates Lighthouse's mid-tier phone on it.
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { median } from './run-aggregation.mjs';

/**
 * The CPU slowdown multiplier that turns a host with this Lighthouse `benchmarkIndex` into the
 * mid-tier phone the mobile preset stands for. The default of 4 assumes a high-end desktop
 * (benchmarkIndex about 1,500); simulated throttling multiplies the task times observed on the
 * host, so on a slower host the same 4 emulates a slower phone and the score follows the host.
 * The breakpoints are those of Lighthouse's CPU throttling calculator, linked from its
 * docs/throttling.md: 150 → 1x, 800 → 2x, 1,300 → 3x, then one more per 233, up to the default 4x.
 * @param {number} benchmarkIndex
 * @returns {{ multiplier: number, tooSlow: boolean }}
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) {
    // Slower than the phone itself: nothing to slow down; the caller says so.
    return { multiplier: 1, tooSlow: true };
  }
  const calculated =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  // Never more than Lighthouse's own default: a host whose benchmark reads fast (2,000-2,500 on
  // 2-core AMD EPYC hosts, 2026-11-23) got 6-8x from the calculator and scored 85-93 on pages
  // that score 100 at 4x on the same idle host; its page loads do not speed up with the benchmark.
  const multiplier = Math.min(calculated, LIGHTHOUSE_DEFAULT_SLOWDOWN);
  return { multiplier: Math.round(multiplier * 100) / 100, tooSlow: false };
}

/** The mobile preset's CPU slowdown (Lighthouse's default). */
export const LIGHTHOUSE_DEFAULT_SLOWDOWN = 4;

/**
 * The slowdown LIGHTHOUSE_CPU_SLOWDOWN pins instead of the host's (e.g. 4), or undefined when unset.
 * @param {NodeJS.ProcessEnv} env
 * @returns {number | undefined}
 */
export function pinnedSlowdownFrom(env) {
  const raw = env.LIGHTHOUSE_CPU_SLOWDOWN;
  if (!raw) return undefined;
  const multiplier = Number(raw);
  if (!(multiplier >= 1)) {
    throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1, not "${raw}"`);
  }
  return multiplier;
}

/**
 * Lighthouse's own benchmark (the one behind `lhr.environment.benchmarkIndex`), run `count` times
 * in a blank tab of the audit's browser after one unscored warm-up.
 * @param {number} port Chrome's remote debugging port
 * @param {number} count
 * @returns {Promise<number[]>}
 */
async function benchmarkSamples(port, count) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    /** @type {number[]} */
    const indexes = [];
    await page.evaluate(benchmark);
    for (let sample = 0; sample < count; sample += 1) {
      indexes.push(Number(await page.evaluate(benchmark)));
    }
    await page.close();
    return indexes;
  } finally {
    await browser.disconnect();
  }
}

/**
 * The host's benchmark index over the whole audit: the median of every sample so far. One sample
 * varies by ±25% on an idle 2-core machine, and now and then five in a row read 70% high while
 * the page loads that follow run no faster, so a run's multiplier comes from the session's
 * samples rather than from the seconds just before it. A host that stays slower for minutes
 * still moves the median, and a sample every few runs (about every 20 s) follows it as well as
 * one before every run, which cost 2.2 s a run on the 2-core host (decision 0066).
 * @param {number} port Chrome's remote debugging port
 * @param {{ first: number, perRun: number, everyRuns?: number }} counts samples taken by the
 *   first call, and by every `everyRuns`-th later call (default every one)
 */
export function hostBenchmark(port, counts) {
  /** @type {number[]} */
  const samples = [];
  let calls = 0;
  return {
    /** Takes more samples when it is their turn, and returns the median of all of them. */
    async measure() {
      const later = calls > 0;
      calls += 1;
      const count = later ? sampledLater(calls - 1, counts) : counts.first;
      if (count > 0) samples.push(...(await benchmarkSamples(port, count)));
      return median(samples);
    },
  };
}

/**
 * How many samples the `call`-th call after the first takes (1-based).
 * @param {number} call
 * @param {{ perRun: number, everyRuns?: number }} counts
 */
export function sampledLater(call, { perRun, everyRuns = 1 }) {
  return call % everyRuns === 0 ? perRun : 0;
}

/**
 * Share of CPU time spent idle across all cores over `ms` milliseconds.
 * @param {number} ms
 */
async function idleShare(ms) {
  const total = () =>
    cpus().reduce(
      (sum, cpu) => {
        const busy = cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq;
        return { idle: sum.idle + cpu.times.idle, all: sum.all + busy + cpu.times.idle };
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/**
 * Waits, up to two minutes, for three quiet seconds in a row (CPU at least 85% idle). In CI the
 * audit follows the end-to-end suite, whose browsers and servers take a while to wind down.
 * @param {string} [label] who waits, for the line it prints
 */
export async function settle(label = 'Lighthouse') {
  const started = Date.now();
  let quiet = 0;
  while (quiet < 3 && Date.now() - started < 120_000) {
    quiet = (await idleShare(1000)) >= 0.85 ? quiet + 1 : 0;
  }
  const waited = Math.round((Date.now() - started) / 1000);
  console.log(
    quiet >= 3
      ? `${label}: the machine was quiet after ${waited} s.`
      : `${label}: the machine stayed busy for ${waited} s; measuring anyway.`,
  );
}

/**
 * Headless Chrome for Lighthouse: CHROME_PATH, else Debian's chromium, else the launcher's own
 * search. No sandbox and no background traffic, as on the CI machines.
 */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath:
      process.env.CHROME_PATH ??
      (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
}

export { auditPage, CATEGORIES, pageFigures } from './page-audit.mjs';
export {
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
/** @typedef {import('./page-audit.mjs').PageFigures} PageFigures */
