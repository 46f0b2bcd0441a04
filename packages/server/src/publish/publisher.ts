// Holds the build the server is serving and replaces it when content is published: the pages are
// rendered again into a directory of their own (render-site.ts, in a child process) and loaded completely (site.ts)
// before one assignment switches every later request to it. A failed render changes nothing but
// the status.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ThirdPartyScripts } from '../http/security-headers.ts';
import type { Alerts } from '../ops/alerts.ts';
import { logger } from '../ops/logging.ts';
import { publishDuration, publishFailures, publishLastSuccess } from '../ops/metrics.ts';
import { loadSite, type Site } from '../site/site.ts';
import { createRebuildQueue } from './rebuild-queue.ts';
import { renderInChild } from './render/render-in-child.ts';

/**
 * Earlier renders kept on disk: a response that started before a switch may still be streaming
 * one of their files. Hashed assets never change with content, so every render serves them.
 */
const KEEP_PREVIOUS = 1;

export type BuildRecord = {
  started: string;
  finished: string | null;
  ok: boolean | null;
  error: string | null;
  fingerprint: string | null;
  reason: string;
  /** Pages the content has, and how many of them this publish rendered (the rest were kept). */
  pages: number | null;
  rendered: number | null;
  /** Milliseconds of each step: reading the content, asking the facts, linking, rendering… */
  timings: Record<string, number> | null;
};

/** What a publisher needs of the server's settings (a ServerConfig fits). */
export type PublisherConfig = {
  /** The build served at start; renders go into folders beside it. */
  buildDir: string;
  thirdParty: ThirdPartyScripts;
  pageCacheBytes: number;
};

/**
 * @param options `render` is replaceable for tests of the switching alone
 */
export function createPublisher({
  config,
  site,
  render = renderInChild,
  alerts,
}: {
  config: PublisherConfig;
  site: Site;
  render?: typeof renderInChild;
  /** Told of a failed publish. */
  alerts?: Alerts;
}) {
  let current = site;
  // Build directories served before the current one, newest first.
  let previous: string[] = [];
  let lastBuild: BuildRecord | null = null;
  let liveSince = new Date().toISOString();
  let reasons: string[] = [];

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
    const record: BuildRecord = {
      started: new Date().toISOString(),
      finished: null,
      ok: null,
      error: null,
      fingerprint: null,
      reason,
      pages: null,
      rendered: null,
      timings: null,
    };
    lastBuild = record;
    const buildDir = path.join(releasesDir, record.started.replace(/[:.]/g, '-'));
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    logger.info({ event: 'publish_started', reason }, 'publish started');
    try {
      const live = current;
      const { pages, rendered, phases } = await render({ site: live, buildDir });
      record.pages = pages;
      record.rendered = rendered;
      const loading = performance.now();
      const next = await loadSite(buildDir, config.thirdParty, {
        build: live.build,
        serverBuildFile: live.serverBuildFile,
        pageCacheBytes: config.pageCacheBytes,
      });
      phases.loadMs = Math.round(performance.now() - loading);
      record.timings = phases;
      switchTo(next);
      record.ok = true;
      record.fingerprint = next.fingerprint;
      publishDuration.observe({ outcome: 'ok' }, seconds());
      publishLastSuccess.set(Date.now() / 1000);
      logger.info(
        {
          event: 'publish_finished',
          reason,
          release: path.basename(buildDir),
          fingerprint: next.fingerprint,
          pages,
          rendered,
          ...phases,
          durationMs: Math.round(seconds() * 1000),
        },
        'publish finished: the new build is live',
      );
    } catch (error) {
      record.ok = false;
      record.error = error instanceof Error ? error.message.slice(0, 2000) : String(error);
      publishDuration.observe({ outcome: 'failed' }, seconds());
      publishFailures.inc();
      logger.error(
        {
          event: 'publish_failed',
          reason,
          error: record.error,
          durationMs: Math.round(seconds() * 1000),
        },
        'publish failed: the current site stays live',
      );
      void alerts?.send(
        'publish_failed',
        `TabLogs: publishing failed (${reason}); the previous build stays live. ${record.error.slice(0, 300)}`,
      );
      await rm(buildDir, { recursive: true, force: true }).catch(() => {});
    } finally {
      record.finished = new Date().toISOString();
    }
  }

  function switchTo(next: Site) {
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
     * @param reason what was published, for the status
     */
    request(reason: string) {
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
