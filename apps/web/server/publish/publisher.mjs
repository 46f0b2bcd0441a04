// Holds the build the server is serving and replaces it when content is published: the pages are
// rendered again into a directory of their own (render-site.mjs) and loaded completely (site.mjs)
// before one assignment switches every later request to it. A failed render changes nothing but
// the status.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadSite } from '../site.mjs';
import { createRebuildQueue } from './rebuild-queue.mjs';
import { renderSiteInto } from './render-site.mjs';

/**
 * Earlier renders kept on disk: a response that started before a switch may still be streaming
 * one of their files. Hashed assets never change with content, so every render serves them.
 */
const KEEP_PREVIOUS = 1;

/**
 * @typedef {{ started: string, finished: string | null, ok: boolean | null, error: string | null, fingerprint: string | null, reason: string }} BuildRecord
 */

/**
 * @param {{
 *   config: import('../config.mjs').ServerConfig,
 *   site: import('../site.mjs').Site,
 *   render?: typeof renderSiteInto,
 * }} options `render` is replaceable for tests of the switching alone
 */
export function createPublisher({ config, site, render = renderSiteInto }) {
  let current = site;
  /** @type {string[]} build directories served before the current one, newest first */
  let previous = [];
  /** @type {BuildRecord | null} */
  let lastBuild = null;
  let liveSince = new Date().toISOString();
  /** @type {string[]} */
  let reasons = [];

  // One folder per process: servers sharing a disk (tests, replicas on one volume) never touch
  // each other's renders.
  const releasesDir = path.join(
    path.dirname(config.buildDir),
    'build-releases',
    String(process.pid),
  );

  async function rebuild() {
    const reason = reasons.join(', ') || 'publish';
    reasons = [];
    const record = /** @type {BuildRecord} */ ({
      started: new Date().toISOString(),
      finished: null,
      ok: null,
      error: null,
      fingerprint: null,
      reason,
    });
    lastBuild = record;
    const buildDir = path.join(releasesDir, record.started.replace(/[:.]/g, '-'));
    try {
      const live = current;
      await render({ site: live, buildDir });
      const next = await loadSite(buildDir, config.thirdParty, { build: live.build });
      switchTo(next);
      record.ok = true;
      record.fingerprint = next.fingerprint;
      console.log(`publish: live from ${path.basename(buildDir)} (pages ${next.fingerprint})`);
    } catch (error) {
      record.ok = false;
      record.error = error instanceof Error ? error.message.slice(0, 2000) : String(error);
      console.error(`publish: render failed, the current site stays live\n${record.error}`);
      await rm(buildDir, { recursive: true, force: true }).catch(() => {});
    } finally {
      record.finished = new Date().toISOString();
    }
  }

  /** @param {import('../site.mjs').Site} next */
  function switchTo(next) {
    previous = [current.buildDir, ...previous];
    current = next;
    liveSince = new Date().toISOString();
    // Builds older than the kept ones go; the one the server started with is not ours to delete.
    for (const old of previous.slice(KEEP_PREVIOUS)) {
      if (old.startsWith(releasesDir)) rm(old, { recursive: true, force: true }).catch(() => {});
    }
    previous = previous.slice(0, KEEP_PREVIOUS);
  }

  const queue = createRebuildQueue(rebuild);

  return {
    /** The build to serve a request that starts now. */
    current: () => current,
    /**
     * Asks for a rebuild (coalesced with any running one).
     * @param {string} reason what was published, for the status
     */
    request(reason) {
      reasons.push(reason);
      return queue.request();
    },
    /** Resolves once no build is running or waiting. */
    idle: () => queue.idle(),
    status() {
      return {
        live: { fingerprint: current.fingerprint, since: liveSince },
        building: queue.building,
        queued: queue.queued,
        lastBuild,
      };
    },
  };
}
