// The publishes `pnpm bench:content` times on a running server (issue 44): an edit to the newest
// post's title (every post outside the newest few lists it: decision 0057's shared fragment), to
// the oldest post's body, and to the site settings (every page reads them: a full-site publish).
// For each: webhook to live, the pages rendered and each step's time (the server's status), and
// the serving process's RSS before, at its peak and after (sampled from /proc while it runs).
import { readFileSync } from 'node:fs';
import { PUBLISH_GIVE_UP_MS } from './bench-content-limits.mjs';
import { BLOG_PATH, EDIT_MARK, POLL_MS, SECRET, timePublish } from './bench-content-reads.mjs';

/** Added to the newest post's title; seen in the oldest post's "Latest articles". */
export const TITLE_MARK = '(retitled by bench:content)';
/** How often the serving process's RSS is read during a publish. */
const RSS_SAMPLE_MS = 50;

/**
 * @typedef {{ label: string, publishMs: number | null, rendered: number | null, pages: number | null,
 *   steps: Record<string, number> | null, rssBeforeKiB: number, rssPeakKiB: number, rssAfterKiB: number,
 *   probeRequests: number, probeFailures: string[] }} PublishFigures
 * @typedef {import('./bench-content-steps.mjs').CdaEntry} CdaEntry
 */

/**
 * Publishes the three edits one after the other on the server at `origin` (pid `pid`), whose
 * content the stand-in serves.
 * @param {import('./bench-content-steps.mjs').ContentSite} site
 * @param {{ origin: string, pid: number, giveUpMs: number, entries: CdaEntry[],
 *   setEntries(entries: CdaEntry[]): void, size: import('./bench-content-steps.mjs').Size }} run
 * @returns {Promise<PublishFigures[]>}
 */
export async function timePublishes(site, run) {
  const { size } = run;
  const oldestPath = `${BLOG_PATH}/${site.slugify(size.oldest.title)}`;
  const newestTitle = `${size.newest.title} ${TITLE_MARK}`;
  /** @type {Array<{ label: string, entryId: string, edit(entry: CdaEntry): CdaEntry, live(): Promise<boolean>, giveUpMs?: number }>} */
  const edits = [
    {
      label: 'newest title',
      entryId: size.newest.id,
      edit: (entry) => ({ ...entry, fields: { ...entry.fields, title: newestTitle } }),
      // A post outside the newest few shows it beside its own: the oldest.
      live: async () => (await pageText(run.origin, oldestPath)).includes(TITLE_MARK),
    },
    {
      label: 'oldest body',
      entryId: size.oldest.id,
      edit: (entry) => ({
        ...entry,
        fields: { ...entry.fields, content2: `${entry.fields.content2}<p>${EDIT_MARK}</p>` },
      }),
      live: async () => (await pageText(run.origin, oldestPath)).includes(EDIT_MARK),
    },
    {
      label: 'site settings',
      entryId: 'site-settings',
      edit: (entry) => ({
        ...entry,
        fields: { ...entry.fields, legacyToolName: `${entry.fields.legacyToolName} (edited)` },
      }),
      live: async () => (await lastBuild(run.origin))?.finished != null,
      // It renders every page: no time goal, so no early give-up.
      giveUpMs: PUBLISH_GIVE_UP_MS,
    },
  ];
  let entries = run.entries;
  /** @type {PublishFigures[]} */
  const figures = [];
  for (const { label, entryId, edit, live, giveUpMs = run.giveUpMs } of edits) {
    entries = entries.map((entry) => (entry.sys.id === entryId ? edit(entry) : entry));
    run.setEntries(entries);
    const before = await lastBuild(run.origin);
    const rss = sampleRss(run.pid);
    const publish = await timePublish(site, run.origin, {
      size,
      entryId,
      giveUpMs,
      live: async () => (await lastBuild(run.origin))?.started !== before?.started && live(),
    });
    const build = publish.publishMs === null ? null : await finishedBuild(run.origin);
    const memory = rss.stop();
    if (build && build.ok !== true) throw new Error(`The ${label} publish failed: ${build.error}`);
    figures.push({
      label,
      ...publish,
      rendered: build?.rendered ?? null,
      pages: build?.pages ?? null,
      steps: build?.timings ?? null,
      ...memory,
    });
  }
  return figures;
}

/**
 * Reads the process's RSS every RSS_SAMPLE_MS until stopped.
 * @param {number} pid
 */
function sampleRss(pid) {
  const rssBeforeKiB = rssKiB(pid);
  let rssPeakKiB = rssBeforeKiB;
  const timer = setInterval(() => {
    rssPeakKiB = Math.max(rssPeakKiB, rssKiB(pid));
  }, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      const rssAfterKiB = rssKiB(pid);
      return { rssBeforeKiB, rssPeakKiB: Math.max(rssPeakKiB, rssAfterKiB), rssAfterKiB };
    },
  };
}

/**
 * Resident set size of a process, from /proc (Linux).
 * @param {number} pid
 */
export function rssKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`No VmRSS in /proc/${pid}/status`);
  return Number(kib);
}

/**
 * @param {string} origin
 * @param {string} urlPath
 */
async function pageText(origin, urlPath) {
  const response = await fetch(origin + urlPath);
  const text = await response.text();
  return response.status === 200 ? text : '';
}

/**
 * What the server says of its last publish.
 * @param {string} origin
 * @returns {Promise<{ started: string, finished: string | null, ok: boolean | null, error: string | null,
 *   pages: number | null, rendered: number | null, timings: Record<string, number> | null } | null>}
 */
export async function lastBuild(origin) {
  const response = await fetch(`${origin}/api/content/status`, {
    headers: { authorization: `Bearer ${SECRET}` },
  });
  const status = /** @type {{ lastBuild?: any }} */ (await response.json());
  return status.lastBuild ?? null;
}

/**
 * The last publish once its record is complete (it is live a moment before).
 * @param {string} origin
 */
async function finishedBuild(origin) {
  for (;;) {
    const build = await lastBuild(origin);
    if (build?.finished) return build;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
