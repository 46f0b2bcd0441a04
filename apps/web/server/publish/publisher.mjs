// Holds the build the server is serving and replaces it when content is published: the new build
// is made in a directory of its own (site-build.mjs) and loaded completely (site.mjs) before one
// assignment switches every later request to it. A failed build changes nothing but the status.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadSite } from '../site.mjs';
import { createRebuildQueue } from './rebuild-queue.mjs';
import { buildSiteInto } from './site-build.mjs';

/** Earlier builds whose hashed assets stay reachable, for pages opened before a switch. */
const KEEP_PREVIOUS = 2;

/**
 * @typedef {{ started: string, finished: string | null, ok: boolean | null, error: string | null, fingerprint: string | null, reason: string }} BuildRecord
 */

/**
 * @param {{
 *   config: import('../config.mjs').ServerConfig,
 *   site: import('../site.mjs').Site,
 *   build?: typeof buildSiteInto,
 * }} options `build` is replaceable for tests of the switching alone
 */
export function createPublisher({ config, site, build = buildSiteInto }) {
  let current = site;
  /** @type {import('../site.mjs').Site[]} */
  let previous = [];
  /** @type {BuildRecord | null} */
  let lastBuild = null;
  let liveSince = new Date().toISOString();
  /** @type {string[]} */
  let reasons = [];

  const releasesDir = path.join(path.dirname(config.buildDir), 'build-releases');

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
      await build({ appDir: config.appDir, buildDir });
      const next = await loadSite(buildDir, config.thirdParty);
      switchTo(next);
      record.ok = true;
      record.fingerprint = next.fingerprint;
      console.log(`publish: live from ${path.basename(buildDir)} (pages ${next.fingerprint})`);
    } catch (error) {
      record.ok = false;
      record.error = error instanceof Error ? error.message.slice(0, 2000) : String(error);
      console.error(`publish: build failed, the current site stays live\n${record.error}`);
      await rm(buildDir, { recursive: true, force: true }).catch(() => {});
    } finally {
      record.finished = new Date().toISOString();
    }
  }

  /** @param {import('../site.mjs').Site} next */
  function switchTo(next) {
    const retired = current;
    current = next;
    liveSince = new Date().toISOString();
    previous = [retired, ...previous];
    // Builds older than the kept ones go; the one the server started with is not ours to delete.
    for (const old of previous.slice(KEEP_PREVIOUS)) {
      if (old.buildDir.startsWith(releasesDir)) {
        rm(old.buildDir, { recursive: true, force: true }).catch(() => {});
      }
    }
    previous = previous.slice(0, KEEP_PREVIOUS);
  }

  const queue = createRebuildQueue(rebuild);

  return {
    /** The build to serve a request that starts now. */
    current: () => current,
    /**
     * Serves a hashed `/assets/*` file the current build lacks from the kept earlier builds.
     * @type {import('express').RequestHandler}
     */
    previousAssets(req, res, next) {
      if (!req.path.startsWith('/assets/')) return next();
      const builds = [...previous];
      const tryNext = () => {
        const old = builds.shift();
        return old ? old.staticFiles(req, res, tryNext) : next();
      };
      return tryNext();
    },
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
