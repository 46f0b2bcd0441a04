// `pnpm bench:content --posts 2000 [--assert]` (issue 35): how the site copes with a large blog.
// The repo's embedded content (6 posts) and a copy grown to N posts (content-growth.mjs) are each
// built (`pnpm build`, timed), served by the production server (memory after start and after a
// crawl of the sitemap, the blog's list page and feed) and sent three edits through the signed
// publish webhook (bench-content-publishes.mjs: the newest post's title, the oldest post's body,
// the site settings; time to live, pages rendered, the server's RSS before, at the peak and
// after, failed requests meanwhile). BENCH_CONTENT_PORT names the first of its two ports. Prints each figure at both
// sizes and their ratio; with --assert, exits 1 naming every limit below that is missed. CI runs
// it at 300 posts (apps/web `test:budget`). The app runs it (apps/web/scripts/site-tools.mjs), giving
// its server, build script and content helpers (ContentSite in bench-content-steps.mjs). Both timed builds run on an otherwise idle machine.
// Between them, the 6-post content is built again into the very build link the 6-post server was
// started from, while that server answers a prober: a forced rebuild under a live server must fail
// no request (issue 32). That build is not timed against the other: the server and the prober
// take a core's tenth or more, which a ratio of builds should not carry.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { settle } from '@tablogs/lighthouse-host';
import {
  limitsMissed,
  MAX_FAILED_REQUESTS,
  PUBLISH_GIVE_UP_ASSERTING_MS,
  PUBLISH_GIVE_UP_MS,
} from './bench-content-limits.mjs';
import {
  measureServer,
  prepareSize,
  removeSize,
  timeBuild,
  timeBuildUnderLiveServer,
} from './bench-content-steps.mjs';

const BASELINE_POSTS = 6;
/** Ports 4460 and 4461 unless BENCH_CONTENT_PORT names the first: one server per size, one at a time. */
const PORT = Number(process.env.BENCH_CONTENT_PORT ?? 4460);

/**
 * @param {import('./bench-content-steps.mjs').ContentSite} site what the app gives
 * @param {string[]} argv `--posts N`, `--assert`
 */
export async function benchContent(site, argv) {
  const { values: args } = parseArgs({
    args: argv,
    options: {
      posts: { type: 'string', default: '2000' },
      assert: { type: 'boolean', default: false },
    },
  });
  const posts = Number(args.posts);
  if (!Number.isInteger(posts) || posts <= BASELINE_POSTS) {
    throw new Error(`--posts must be a whole number above ${BASELINE_POSTS}, not ${args.posts}`);
  }

  const started = performance.now();
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));
  // Inside apps/web: a build elsewhere cannot resolve react-dom. `build-*/` is ignored by git.
  const buildsDir = path.join(site.server.cwd, `build-bench-${process.pid}`);
  const baseline = prepareSize({
    embeddedDir: site.embeddedDir,
    tmpDir,
    buildsDir,
    posts: BASELINE_POSTS,
  });
  const grown = prepareSize({ embeddedDir: site.embeddedDir, tmpDir, buildsDir, posts });

  try {
    await settle('bench:content');
    const buildMs = { base: await timeBuild(site, baseline), big: 0 };
    let rebuildMs = 0;
    const publishGiveUpMs = args.assert ? PUBLISH_GIVE_UP_ASSERTING_MS : PUBLISH_GIVE_UP_MS;
    /** @type {{ probeRequests: number, probeFailures: string[] }} */
    let rebuild = { probeRequests: 0, probeFailures: [] };
    const base = await measureServer(site, baseline, {
      port: PORT,
      publishGiveUpMs,
      // A build goes into the link the 6-post server started from, while it serves.
      async whileServing(origin) {
        const { buildMs: ms, ...probed } = await timeBuildUnderLiveServer(site, origin, baseline);
        rebuildMs = ms;
        rebuild = probed;
      },
    });
    buildMs.big = await timeBuild(site, grown);
    log(
      `built ${BASELINE_POSTS} posts in ${seconds(buildMs.base)} s, ${posts} in ${seconds(buildMs.big)} s; ${BASELINE_POSTS} again under the live server in ${seconds(rebuildMs)} s (${rebuild.probeRequests} requests, ${rebuild.probeFailures.length} failed)`,
    );
    const big = await measureServer(site, grown, { port: PORT + 1, publishGiveUpMs });
    for (const failure of [
      ...rebuild.probeFailures,
      ...base.probeFailures,
      ...big.probeFailures,
    ].slice(0, 10)) {
      log(`failed during a build or publish: ${failure}`);
    }
    printTable(tableRows(buildMs, base, big, `over ${publishGiveUpMs / 1000}`));
    for (const [size, figures] of /** @type {const} */ ([
      [BASELINE_POSTS, base],
      [posts, big],
    ])) {
      for (const publish of figures.publishes) {
        const steps = Object.entries(publish.steps ?? {}).map(([step, ms]) => `${step} ${ms}`);
        log(`${size} posts, ${publish.label}: ${steps.join(', ') || 'no steps'}`);
      }
    }
    log(`took ${seconds(performance.now() - started)} s`);

    if (args.assert) {
      const missed = limitsMissed(buildMs, base, big, posts);
      if (rebuild.probeFailures.length > MAX_FAILED_REQUESTS) {
        missed.push(
          `${rebuild.probeFailures.length} requests failed during \`pnpm build\` under the live server`,
        );
      }
      for (const message of missed) console.error(`bench:content: ${message}`);
      if (missed.length > 0) process.exitCode = 1;
      else log('every limit met');
    }
  } finally {
    removeSize(baseline);
    removeSize(grown);
    rmSync(buildsDir, { recursive: true, force: true });
    rmSync(tmpDir, { recursive: true, force: true });
  }

  /**
   * @typedef {import('./bench-content-steps.mjs').ServerFigures} ServerFigures
   * @typedef {{ label: string, base: number | null, big: number | null, show?: (value: number) => number, ratio?: boolean, missing?: string }} Row
   *   `show` rounds a figure for the table (the ratio is of the figures themselves); `missing` is
   *   shown for a figure there is not (default "-")
   */

  /**
   * @param {{ base: number, big: number }} buildMs
   * @param {ServerFigures} base
   * @param {ServerFigures} big
   * @param {string} gaveUp what a publish given up on shows
   * @returns {Row[]}
   */
  function tableRows(buildMs, base, big, gaveUp) {
    /** @param {(figures: ServerFigures) => number | null} figure */
    const both = (figure) => ({ base: figure(base), big: figure(big) });
    return [
      { label: 'blog posts', base: baseline.posts, big: grown.posts },
      { label: 'build time (s)', ...buildMs, show: seconds, ratio: true },
      { label: 'server RSS after start (MiB)', ...both((f) => f.startKiB), show: mib, ratio: true },
      {
        label: 'server RSS after crawl (MiB)',
        ...both((f) => f.crawledKiB),
        show: mib,
        ratio: true,
      },
      { label: 'sitemap pages', ...both((f) => f.pages), ratio: true },
      { label: '/resources/blog HTML (KiB)', ...both((f) => f.listBytes), show: kib, ratio: true },
      { label: '/resources/blog post cards', ...both((f) => f.listCards) },
      { label: 'blog list pages', ...both((f) => f.listPages) },
      { label: 'feed items', ...both((f) => f.feedItems) },
      ...base.publishes.flatMap((publish, i) => {
        /** @param {(figures: import('./bench-content-publishes.mjs').PublishFigures) => number | null} figure */
        const of = (figure) => ({
          base: figure(publish),
          big: big.publishes[i] ? figure(big.publishes[i]) : null,
        });
        return [
          {
            label: `publish ${publish.label}: live (s)`,
            ...of((p) => p.publishMs),
            show: seconds,
            ratio: true,
            missing: gaveUp,
          },
          { label: '  pages rendered', ...of((p) => p.rendered) },
          { label: '  RSS before (MiB)', ...of((p) => p.rssBeforeKiB), show: mib, ratio: true },
          { label: '  RSS peak (MiB)', ...of((p) => p.rssPeakKiB), show: mib, ratio: true },
          { label: '  RSS after (MiB)', ...of((p) => p.rssAfterKiB), show: mib, ratio: true },
        ];
      }),
      {
        label: 'requests during publishes',
        ...both((f) => f.publishes.reduce((sum, p) => sum + p.probeRequests, 0)),
      },
      { label: 'failed requests', ...both((f) => f.probeFailures.length) },
    ];
  }

  /** @param {Row[]} rows */
  function printTable(rows) {
    const line = (/** @type {string[]} */ [label = '', base = '', big = '', ratioCell = '']) =>
      `${label.padEnd(32)} ${base.padStart(9)} ${big.padStart(9)} ${ratioCell.padStart(6)}`;
    console.log(line(['measure', `${BASELINE_POSTS} posts`, `${posts} posts`, 'ratio']));
    for (const { label, base, big, show, ratio: withRatio, missing = '-' } of rows) {
      const cell = (/** @type {number | null} */ value) =>
        value === null ? missing : String(show ? show(value) : value);
      const ratioCell = withRatio && base !== null && big !== null ? ratio(big, base) : '';
      console.log(line([label, cell(base), cell(big), ratioCell]));
    }
  }

  /** @param {number} a @param {number} b */
  function ratio(a, b) {
    return (a / b).toFixed(2);
  }

  /** @param {number} ms */
  function seconds(ms) {
    return Math.round(ms / 100) / 10;
  }

  /** @param {number} kiB */
  function mib(kiB) {
    return Math.round(kiB / 102.4) / 10;
  }

  /** @param {number} bytes */
  function kib(bytes) {
    return Math.round(bytes / 102.4) / 10;
  }

  /** @param {string} message */
  function log(message) {
    console.log(`bench:content: ${message}`);
  }
}
