// `pnpm --filter @tablogs/web hero-lcp` (heroLcp, called by the app with its build and its
// server's precompression, apps/web/scripts/site-tools.mjs): how much later a hero page paints
// its largest element than a page whose largest paint is text (issue 44: at most 1.10x). Both
// are measured without JavaScript (their no-JS twins), so only their HTML, CSS, fonts and images
// differ, with Lighthouse's mobile preset (slow 4G) at the host-calibrated CPU slowdown, runs
// interleaved page by page, medians of RUNS. Prints each hero page's LCP, the floor's, the ratio
// and the LCP element, then what each page's median run waited for in Lighthouse's simulation
// (simulated-lcp.mjs): with HERO_REQUESTS=1 each request of its pessimistic graph, and with
// HERO_WHATIF its LCP simulated again with some requests resized or dropped (what-if.mjs, e.g.
// HERO_WHATIF='illus-=0.7x favicon=drop'). Exits non-zero when a ratio is over MAX_RATIO.
import { rmSync } from 'node:fs';
import {
  cpuSlowdownFor,
  hostBenchmark,
  launchChrome,
  median,
  pinnedSlowdownFrom,
  settle,
} from '../lighthouse-host.mjs';
import { noJsTwin, serveStatic } from '../no-js-twin.mjs';
import { lighthouseRun, pageFigures } from '../page-audit.mjs';
import { describeGraph, listRequests, simulatedLcp } from './simulated-lcp.mjs';
import { changedLog, parseChanges } from './what-if.mjs';

/**
 * @param {{ clientDir: string, floorPath: string, heroPaths: string[],
 *   precompress: (files: string[]) => Promise<unknown> }} options
 *   the client folder of the app's build; the text-only page every hero page is held to; the
 *   hero pages; how the app's server precompresses a page
 */
export async function heroLcp({ clientDir, floorPath, heroPaths, precompress }) {
  const RUNS = Number(process.env.HERO_RUNS ?? 3);
  const MAX_RATIO = Number(process.env.HERO_MAX_RATIO ?? 1.1);
  const port = Number(process.env.HERO_PORT ?? 4387);
  const pinnedSlowdown = pinnedSlowdownFrom(process.env);
  const whatIf = process.env.HERO_WHATIF ? parseChanges(process.env.HERO_WHATIF) : undefined;
  const paths = [floorPath, ...heroPaths];
  const twinDir = await noJsTwin(clientDir, paths, precompress);
  const server = await serveStatic(twinDir, port);
  /** @type {{ kill: () => unknown } | undefined} */
  let chrome;
  let failed = false;
  try {
    await settle('hero LCP');
    const browser = await launchChrome();
    chrome = browser;
    /**
     * One audit's LCP, largest element and simulated graphs.
     * @param {string} url @param {number} cpuSlowdown
     */
    const largestPaint = async (url, cpuSlowdown) => {
      const result = await lighthouseRun(browser, url, {
        cpuSlowdown,
        categories: ['performance'],
      });
      const { lcp, lcpElement } = pageFigures(result.lhr, ['performance']);
      const simulated = await simulatedLcp(result);
      // The run's trace and log take megabytes: kept only to be simulated again.
      return { lcp, element: lcpElement, simulated, result: whatIf ? result : undefined };
    };
    const slowdown =
      pinnedSlowdown ??
      cpuSlowdownFor(await hostBenchmark(browser.port, { first: 9, perRun: 0 }).measure())
        .multiplier;
    const url = (/** @type {string} */ urlPath) => `http://127.0.0.1:${port}${urlPath}`;
    // A warm-up run: the first audit after a cold start reads slow.
    await largestPaint(url(floorPath), slowdown);
    /** @type {Map<string, Awaited<ReturnType<typeof largestPaint>>[]>} */
    const runs = new Map(paths.map((urlPath) => [urlPath, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const urlPath of paths) {
        runs.get(urlPath)?.push(await largestPaint(url(urlPath), slowdown));
      }
    }
    const lcpOf = (/** @type {string} */ urlPath) =>
      median((runs.get(urlPath) ?? []).map((r) => r.lcp));
    const floor = lcpOf(floorPath);
    console.log(
      `hero LCP without JavaScript at ${slowdown}x CPU (${pinnedSlowdown ? 'pinned' : 'from the host benchmark'}), mobile preset, medians of ${RUNS} runs; floor ${floorPath} ${floor} ms (limit ${MAX_RATIO}x)`,
    );
    console.log('page                 LCP ms  ratio  largest element');
    for (const urlPath of heroPaths) {
      const lcp = lcpOf(urlPath);
      const ratio = lcp / Math.max(1, floor);
      if (ratio > MAX_RATIO) failed = true;
      console.log(
        [
          urlPath.padEnd(18),
          String(lcp).padStart(8),
          ratio.toFixed(2).padStart(6),
          ` ${runs.get(urlPath)?.[0]?.element ?? ''}`,
          ratio > MAX_RATIO ? '  OVER' : '',
        ].join(' '),
      );
    }
    console.log(
      "\nwhat each page's median run waited for (Lighthouse's optimistic and pessimistic graphs):",
    );
    for (const urlPath of paths) {
      const sorted = [...(runs.get(urlPath) ?? [])].sort((a, b) => a.lcp - b.lcp);
      const middle = sorted[Math.floor((sorted.length - 1) / 2)];
      if (!middle) continue;
      console.log(`${urlPath}: ${middle.lcp} ms`);
      console.log(`  optimistic  ${describeGraph(middle.simulated.optimistic, url(''))}`);
      console.log(`  pessimistic ${describeGraph(middle.simulated.pessimistic, url(''))}`);
      if (whatIf && middle.result) {
        const changed = changedLog(middle.result.artifacts.DevtoolsLog, whatIf);
        const again = await simulatedLcp(middle.result, { devtoolsLog: changed });
        console.log(
          `  what if ${process.env.HERO_WHATIF}: ${again.ms} ms (optimistic ${again.optimistic.ms}, pessimistic ${again.pessimistic.ms})`,
        );
      }
      if (process.env.HERO_REQUESTS) {
        for (const line of listRequests(middle.simulated.pessimistic, url(''))) {
          console.log(`    ${line}`);
        }
      }
    }
  } finally {
    await chrome?.kill();
    server.close();
    rmSync(twinDir, { recursive: true, force: true });
  }
  console.log(
    failed
      ? `hero LCP: some hero page paints later than ${MAX_RATIO}x the floor.`
      : `hero LCP: every hero page paints within ${MAX_RATIO}x the floor.`,
  );
  process.exit(failed ? 1 : 0);
}
