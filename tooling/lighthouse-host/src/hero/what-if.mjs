// `HERO_WHATIF` for hero-lcp: Lantern's LCP of a recorded run, simulated again with some of its
// requests smaller, larger or gone, before anyone redraws an illustration or moves a block. The
// simulation splits slow 4G's throughput evenly between the requests in flight, so a request's
// presence can cost the font (the request that sets every page's time here) more than its bytes:
// on /features/app one lazy image of 13 KB gone took the page from 1,506 to 1,430 ms, while both
// lazy images at 0 bytes left it at 1,506 (issue 44).

/**
 * @typedef {{ pattern: RegExp, to: 'drop' | { bytes: number } | { scale: number } }} Change
 * @typedef {{ method: string, params?: Record<string, any> }} LogEntry
 */

/**
 * `HERO_WHATIF`'s changes: `pattern=to` separated by spaces, where pattern is a regular expression
 * matched against request URLs and to is `drop`, a byte count or a factor such as `0.7x`.
 * @param {string} spec
 * @returns {Change[]}
 */
export function parseChanges(spec) {
  return spec
    .split(/\s+/)
    .filter(Boolean)
    .map((change) => {
      const at = change.lastIndexOf('=');
      const pattern = change.slice(0, at);
      const to = change.slice(at + 1);
      if (at <= 0 || !to) throw new Error(`HERO_WHATIF: "${change}" is not pattern=to`);
      if (to === 'drop') return { pattern: new RegExp(pattern), to: 'drop' };
      const scale = /^(\d+(?:\.\d+)?)x$/.exec(to);
      if (scale) return { pattern: new RegExp(pattern), to: { scale: Number(scale[1]) } };
      if (/^\d+$/.test(to)) return { pattern: new RegExp(pattern), to: { bytes: Number(to) } };
      throw new Error(
        `HERO_WHATIF: "${to}" in "${change}" is not drop, a byte count or a factor like 0.7x`,
      );
    });
}

/**
 * A copy of a run's network log with the changes made: a dropped request loses every entry, a
 * resized one its transfer size (the bytes it received, all counted at its end).
 * @template {LogEntry} Entry
 * @param {Entry[]} devtoolsLog
 * @param {Change[]} changes
 * @returns {Entry[]}
 */
export function changedLog(devtoolsLog, changes) {
  /** @type {Map<string, Change>} */
  const changeOf = new Map();
  for (const { method, params } of devtoolsLog) {
    if (method !== 'Network.requestWillBeSent' || !params) continue;
    const change = changes.find(({ pattern }) => pattern.test(params.request.url));
    if (change) changeOf.set(params.requestId, change);
  }
  return devtoolsLog.flatMap((entry) => {
    const change = changeOf.get(entry.params?.requestId);
    if (!change) return [entry];
    if (change.to === 'drop') return [];
    const { to } = change;
    const params = structuredClone(entry.params ?? {});
    const sized = (/** @type {number} */ bytes) =>
      'bytes' in to ? to.bytes : Math.round(bytes * to.scale);
    if (entry.method === 'Network.loadingFinished') {
      params.encodedDataLength = sized(params.encodedDataLength);
    } else if (entry.method === 'Network.dataReceived') {
      params.encodedDataLength = 0;
    } else if (entry.method === 'Network.responseReceived') {
      params.response.encodedDataLength = 0;
    }
    return [/** @type {Entry} */ ({ ...entry, params })];
  });
}
