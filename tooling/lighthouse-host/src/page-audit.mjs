// One Lighthouse audit of one page (mobile preset, simulated throttling), reduced to the figures
// the runners print and check.
import lighthouse from 'lighthouse';

export const CATEGORIES = /** @type {const} */ ([
  'performance',
  'accessibility',
  'best-practices',
  'seo',
]);

/**
 * @typedef {{ scores: Record<string, number>, lcp: number, lcpElement: string, fcp: number,
 *   tbt: number, cls: number, jsKiB: number, slowdown: number }} PageFigures
 * Scores 0-100 per category audited; times in ms; `lcpElement` the start of the largest
 * element's HTML ('' when Lighthouse names none); `jsKiB` the scripts' transfer size;
 * `slowdown` the CPU multiplier the run used.
 */

/**
 * Performance audits that weigh nothing in any score and whose gatherers run only after the
 * trace has stopped (they re-fetch images and text, or navigate away to test the back/forward
 * cache): skipping them leaves every metric and score as it is and saves about 0.7 s a run
 * (median of 4 interleaved pairs on the 2-core host: 7.5 s against 6.8 s).
 */
export const AFTER_TRACE_AUDITS = [
  'uses-responsive-images',
  'offscreen-images',
  'uses-optimized-images',
  'modern-image-formats',
  'lcp-lazy-loaded',
  'uses-text-compression',
  'bf-cache',
];

/**
 * The figures of a Lighthouse result.
 * @param {import('lighthouse').Result} lhr
 * @param {readonly string[]} categories
 * @returns {PageFigures}
 */
export function pageFigures(lhr, categories) {
  const summary =
    /** @type {{ items?: { resourceType: string, transferSize: number }[] } | undefined} */ (
      lhr.audits['resource-summary']?.details
    );
  const scripts = summary?.items?.find((item) => item.resourceType === 'script');
  const largest =
    /** @type {{ items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined} */ (
      lhr.audits['largest-contentful-paint-element']?.details
    );
  /** @param {string} id */
  const value = (id) => lhr.audits[id]?.numericValue ?? 0;
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ),
    lcp: Math.round(value('largest-contentful-paint')),
    lcpElement: (largest?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 60),
    fcp: Math.round(value('first-contentful-paint')),
    tbt: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    jsKiB: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
    slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 4,
  };
}

/**
 * Audits `url` in the Chrome at `chrome.port`, reduced to its figures.
 * @param {{ port: number }} chrome
 * @param {string} url
 * @param {{ cpuSlowdown: number, categories?: readonly string[] }} options
 * @returns {Promise<PageFigures>}
 */
export async function auditPage(chrome, url, options) {
  const { lhr } = await lighthouseRun(chrome, url, options);
  return pageFigures(lhr, options.categories ?? CATEGORIES);
}

/**
 * One Lighthouse run of `url`, whole (the report and the trace and network log it was computed
 * from). A failed trace (NO_NAVSTART and the like, now and then) is run again, up to three
 * attempts; a page that does not load fails at once.
 * @param {{ port: number }} chrome
 * @param {string} url
 * @param {{ cpuSlowdown: number, categories?: readonly string[] }} options
 * @returns {Promise<import('lighthouse').RunnerResult>}
 */
export async function lighthouseRun(chrome, url, { cpuSlowdown, categories = CATEGORIES }) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // Merged into the mobile preset: its Slow 4G network settings stay as they are.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      // The picture of the whole page feeds no score; capturing it took 1-3 s of every run.
      disableFullPageScreenshot: true,
      skipAudits: AFTER_TRACE_AUDITS,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (attempt >= 3 || failure.code === 'ERRORED_DOCUMENT_REQUEST') {
      throw new Error(`${url}: ${failure.code} ${failure.message}`);
    }
  }
}
