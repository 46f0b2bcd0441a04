// What Lighthouse's simulated LCP waits for (issue 44's hero pages). Lantern replays the load on
// slow 4G over two graphs and averages them: an optimistic one (the requests that ended before the
// largest paint of the real, unthrottled load, low-priority images left out) and a pessimistic one
// (all of those, low-priority images included). A graph's time is the end of its last request
// that is not a low-priority image, so a lazy image never sets it, but it shares the bandwidth
// with whatever does (on this site, the preloaded font).
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/**
 * @typedef {{ url: string, bytes: number, endMs: number, lowPriorityImage: boolean }}
 *   SimulatedRequest
 * @typedef {{ ms: number, requests: SimulatedRequest[] }} SimulatedGraph
 * @typedef {{ optimistic: SimulatedGraph, pessimistic: SimulatedGraph }} SimulatedLcp
 * @typedef {{ type: string, request?: { url: string, priority: string, resourceType: string,
 *   transferSize: number } }} GraphNode
 */

/**
 * Lantern's LCP of one Lighthouse run, recomputed from its trace and network log, with the
 * requests of each graph; given `devtoolsLog`, from that network log instead (what-if.mjs).
 * @param {import('lighthouse').RunnerResult} result
 * @param {{ devtoolsLog?: import('lighthouse').Artifacts['DevtoolsLog'] }} [replay]
 * @returns {Promise<SimulatedLcp & { ms: number }>}
 */
export async function simulatedLcp({ lhr, artifacts }, { devtoolsLog } = {}) {
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: devtoolsLog ?? artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = /** @type {import('lighthouse').Artifacts.ComputedContext} */ (
    /** @type {unknown} */ ({ computedCache: new Map(), settings })
  );
  const metric = await LanternLargestContentfulPaint.request(data, context);
  return {
    ms: Math.round(metric.timing),
    optimistic: simulatedGraph(metric.optimisticEstimate),
    pessimistic: simulatedGraph(metric.pessimisticEstimate),
  };
}

/**
 * @param {{ timeInMs: number, nodeTimings: Map<unknown, { endTime: number }> }} estimate
 * @returns {SimulatedGraph}
 */
export function simulatedGraph({ timeInMs, nodeTimings }) {
  const requests = [];
  for (const [node, timing] of nodeTimings) {
    const { type, request } = /** @type {GraphNode} */ (node);
    if (type !== 'network' || !request) continue;
    requests.push({
      url: request.url,
      bytes: request.transferSize,
      endMs: timing.endTime,
      // Lantern's own rule for what never sets a graph's time.
      lowPriorityImage: !LanternLargestContentfulPaint.isNotLowPriorityImageNode(
        /** @type {never} */ (node),
      ),
    });
  }
  requests.sort((a, b) => a.endMs - b.endMs);
  return { ms: Math.round(timeInMs), requests };
}

/**
 * One line on a graph: its time, the request that sets it, and what shares its bandwidth.
 * @param {SimulatedGraph} graph
 * @param {string} origin stripped from the URLs
 */
export function describeGraph({ ms, requests }, origin) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const name = (/** @type {string} */ url) => url.replace(origin, '');
  const setting = requests.filter((request) => !request.lowPriorityImage).at(-1);
  const lazy = requests.filter((request) => request.lowPriorityImage);
  const total = requests.reduce((sum, request) => sum + request.bytes, 0);
  return [
    `${ms} ms, set by ${setting ? `${name(setting.url)} (${kb(setting.bytes)})` : 'no request'}`,
    `${requests.length} requests, ${kb(total)}`,
    lazy.length
      ? `${lazy.length} low-priority images sharing the bandwidth (${kb(lazy.reduce((sum, request) => sum + request.bytes, 0))})`
      : 'no low-priority image',
  ].join('; ');
}

/**
 * A graph's requests, one line each, in the order they end (`HERO_REQUESTS=1`): which bytes a
 * page would have to lose to end a round trip sooner.
 * @param {SimulatedGraph} graph
 * @param {string} origin stripped from the URLs
 */
export function listRequests({ requests }, origin) {
  return requests.map(
    ({ url, bytes, endMs, lowPriorityImage }) =>
      `${String(Math.round(endMs)).padStart(6)} ms ${`${(bytes / 1000).toFixed(1)} KB`.padStart(9)}  ${url.replace(origin, '')}${lowPriorityImage ? ' (low-priority image)' : ''}`,
  );
}
