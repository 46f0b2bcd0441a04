// The steps of `pnpm bench:content` (bench-content.mjs), each for one size of the blog: build the
// site from a content copy, then serve that build and measure the server's memory, the blog's
// list page and feed, and how long an edited post takes from the publish webhook to live.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { rssKiB, timePublishes } from './bench-content-publishes.mjs';
import {
  BLOG_PATH,
  blogList,
  countFeedItems,
  crawl,
  hashedAsset,
  SECRET,
  sitemapPaths,
  startProber,
} from './bench-content-reads.mjs';
import { growEmbeddedBlog } from './content-growth.mjs';
import { startServer, stopServer } from './server-process.mjs';

/**
 * What the benchmark needs from the app, which it does not import: its server and build script,
 * its embedded content, a local stand-in for Contentful's Delivery API, how a post's title
 * becomes its slug, and Contentful's signed publish webhook.
 * @typedef {{
 *   server: import('./server-process.mjs').ServerCommand,
 *   buildScript: string,
 *   embeddedDir: string,
 *   embeddedCdaContent(dir: string): Promise<{ entries: CdaEntry[], assets: CdaEntry[] }>,
 *   startCdaServer(options: { space: string, token: string, entries: CdaEntry[], assets: CdaEntry[] }):
 *     Promise<{ host: string, setEntries(entries: CdaEntry[]): void, close(): Promise<void> }>,
 *   slugify(title: string): string,
 *   sendPublishWebhook(origin: string, options: { secret: string, entryId: string }): Promise<Response>,
 * }} ContentSite
 *   `server.cwd` is the app's folder, where the builds go; `buildScript` runs there with
 *   CONTENT_EMBEDDED_DIR and BUILD_DIR
 * @typedef {any} CdaEntry a Contentful entry or asset as the app's stand-in serves it (its own type; `sys.id`
 *   and `fields.content2` are read here)
 */

// As e2e/editors/publish.spec.ts: the server reads a local stand-in for Contentful's Delivery API.
const SPACE = 'benchspace';
const TOKEN = 'bench-delivery-token';

/**
 * @typedef {{ id: string, title: string, date: string }} Post
 * @typedef {{ posts: number, contentDir: string, buildDir: string, dataDir: string, oldest: Post, newest: Post }} Size
 * @typedef {{ startKiB: number, crawledKiB: number, pages: number,
 *   listBytes: number, listCards: number, listPages: number, feedItems: number,
 *   publishes: import('./bench-content-publishes.mjs').PublishFigures[], probeFailures: string[] }} ServerFigures
 */

/**
 * A scratch copy of the embedded content with `posts` blog posts, and where its build goes.
 * @param {{ embeddedDir: string, tmpDir: string, buildsDir: string, posts: number }} options
 * @returns {Size}
 */
export function prepareSize({ embeddedDir, tmpDir, buildsDir, posts }) {
  const contentDir = path.join(tmpDir, `content-${posts}`);
  growEmbeddedBlog({ fromDir: embeddedDir, toDir: contentDir, posts });
  /** @type {Post[]} */
  const blog = JSON.parse(readFileSync(path.join(contentDir, 'entries', 'blog.json'), 'utf8')).map(
    (/** @type {{ sys: { id: string }, fields: { title: string, date: string } }} */ entry) => ({
      id: entry.sys.id,
      title: entry.fields.title,
      date: entry.fields.date,
    }),
  );
  const byDate = [...blog].sort((a, b) => a.date.localeCompare(b.date));
  const oldest = byDate[0];
  const newest = byDate.at(-1);
  if (!oldest || !newest) throw new Error(`${contentDir} has no blog posts`);
  return {
    posts: blog.length,
    contentDir,
    // One link for both sizes: the larger is built over the smaller while a server serves it.
    buildDir: path.join(buildsDir, 'site', 'build'),
    dataDir: mkdtempSync(path.join(tmpDir, `data-${posts}-`)),
    oldest,
    newest,
  };
}

/**
 * The app's build (`pnpm build`: its build script) of the size's content; its output is shown
 * only when it fails. A timed build encodes every image variant (IMAGE_VARIANT_CACHE=off): the
 * ratio of two builds is the figure issue 35 set, and a cache would take the images out of both.
 * @param {ContentSite} site
 * @param {Size} size
 * @param {{ cachedImages?: boolean }} [options] whether the app's image variant cache may serve
 * @returns {Promise<number>} wall time in milliseconds
 */
export async function timeBuild(site, size, { cachedImages = false } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [site.buildScript], {
    cwd: site.server.cwd,
    env: {
      ...process.env,
      CONTENT_EMBEDDED_DIR: size.contentDir,
      BUILD_DIR: size.buildDir,
      ...(cachedImages ? {} : { IMAGE_VARIANT_CACHE: 'off' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    throw new Error(
      `The build of ${size.posts} posts exited with ${code}\n${Buffer.concat(output).toString('utf8').slice(-4000)}`,
    );
  }
  return performance.now() - started;
}

/**
 * Serves the size's build (reading the stand-in, as in production with Contentful), crawls its
 * sitemap, reads the blog's list page and feed, then publishes three edits
 * (bench-content-publishes.mjs).
 * @param {ContentSite} site
 * @param {Size} size
 * @param {{ port: number, publishGiveUpMs: number, whileServing?: (origin: string) => Promise<void> }} options
 *   `publishGiveUpMs`: past this the publish counts as never live; `whileServing` runs last,
 *   with the server still up
 * @returns {Promise<ServerFigures>}
 */
export async function measureServer(site, size, { port, publishGiveUpMs, whileServing }) {
  const { entries, assets } = await site.embeddedCdaContent(size.contentDir);
  const standIn = await site.startCdaServer({ space: SPACE, token: TOKEN, entries, assets });
  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let server;
  try {
    server = await startServer(site.server, {
      port,
      captureOutput: true,
      env: {
        BUILD_DIR: size.buildDir,
        CONTENT_EMBEDDED_DIR: size.contentDir,
        DATA_DIR: size.dataDir,
        CONTENTFUL_WEBHOOK_SECRET: SECRET,
        CONTENTFUL_SPACE_ID: SPACE,
        CONTENTFUL_DELIVERY_TOKEN: TOKEN,
        CONTENTFUL_HOST: standIn.host,
        CONTENTFUL_INSECURE: 'true',
      },
    });
    const pid = serverPid(server.child, site.server.entry);
    const startKiB = rssKiB(pid);
    const paths = await sitemapPaths(server.origin);
    await crawl(server.origin, paths);
    const crawledKiB = rssKiB(pid);
    const list = await blogList(server.origin, paths);
    const feedItems = await countFeedItems(server.origin);
    const publishes = await timePublishes(site, {
      origin: server.origin,
      pid,
      giveUpMs: publishGiveUpMs,
      entries,
      setEntries: (edited) => standIn.setEntries(edited),
      size,
    });
    await whileServing?.(server.origin);
    return {
      startKiB,
      crawledKiB,
      pages: paths.length,
      ...list,
      feedItems,
      publishes,
      probeFailures: publishes.flatMap((publish) => publish.probeFailures),
    };
  } catch (error) {
    if (server) console.error(server.output().slice(-3000));
    throw error;
  } finally {
    if (server) await stopServer(server.child, 'SIGTERM', 15_000);
    await standIn.close();
  }
}

/**
 * The pid whose memory is the server's: the spawned `node --import tsx <entry>` itself (tsx loads
 * in that process; it starts no other).
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} entry
 */
function serverPid(child, entry) {
  const pid = child.pid;
  const command = pid ? readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ') : '';
  if (!pid || !command.includes(entry)) {
    throw new Error(`pid ${pid} is not the server (${command || 'no command line'})`);
  }
  return pid;
}

/**
 * Runs `pnpm build` (of `size`, into the build link the server at `origin` was started from)
 * while the prober requests pages, a post and a hashed asset of the live build: the build must
 * never touch a directory a running server reads (issue 32).
 * @param {ContentSite} site
 * @param {string} origin
 * @param {Size} size
 * @returns {Promise<{ buildMs: number, probeRequests: number, probeFailures: string[] }>}
 */
export async function timeBuildUnderLiveServer(site, origin, size) {
  const prober = startProber(origin, [
    '/',
    BLOG_PATH,
    '/resources/blog/rss.xml',
    await hashedAsset(origin),
  ]);
  try {
    // Not timed against another build: its image variants may come from the app's cache.
    const buildMs = await timeBuild(site, size, { cachedImages: true });
    return { buildMs, probeRequests: prober.requests(), probeFailures: prober.failures };
  } finally {
    await prober.stop();
  }
}

/**
 * Removes what one size left: its builds (and the publish's renders beside them) and its data.
 * @param {Size} size
 */
export function removeSize(size) {
  rmSync(path.dirname(size.buildDir), { recursive: true, force: true });
  rmSync(size.dataDir, { recursive: true, force: true });
}
