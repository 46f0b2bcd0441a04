// What `pnpm bench:content` asks a running server (bench-content-steps.mjs): its sitemap, a crawl
// of it, the blog's list page and feed, and a publish timed to live while a prober requests pages.
/** The publish webhook's secret the bench's server is given (as e2e/editors/publish.spec.ts). */
export const SECRET = 'Bq7xN2vK9mT4rLw8ZcY3hJ6dPf1sGa5uEo0iRn7tVk2yXb4Qm9WjC6pHs3LdF8gA';
export const BLOG_PATH = '/resources/blog';
/** How often the publish is checked for and the prober repeats its requests. */
export const POLL_MS = 100;
export const EDIT_MARK = '(edited by bench:content)';

/** Requests in the crawl at least, whatever the size: enough to bring the server's heap to rest. */
const CRAWL_REQUESTS = 2500;
/** Sitemap pages requested at once: a crawler's few connections, not a load test. */
const CRAWL_CONCURRENCY = 4;

/**
 * The URL paths `sitemap.xml` lists.
 * @param {string} origin
 */
export async function sitemapPaths(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  if (paths.length === 0) throw new Error('sitemap.xml lists no pages');
  return paths;
}

/**
 * Requests every path at least once, and CRAWL_REQUESTS in all, a few at a time, as a browser
 * would (compressed); throws unless each answers 200.
 * @param {string} origin
 * @param {string[]} paths
 */
export async function crawl(origin, paths) {
  // Every page at least once, and the same number of requests at both sizes: a server's memory
  // settles only after some traffic (V8 grows its young generation as garbage comes in), so 39
  // requests against 2,199 would compare a cold heap with a warm one.
  const queue = Array.from(
    { length: Math.max(paths.length, CRAWL_REQUESTS) },
    (_, i) => /** @type {string} */ (paths[i % paths.length]),
  );
  /** @type {string[]} */
  const failures = [];
  const worker = async () => {
    for (let urlPath = queue.shift(); urlPath !== undefined; urlPath = queue.shift()) {
      const response = await fetch(origin + urlPath, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${urlPath}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: CRAWL_CONCURRENCY }, worker));
  if (failures.length > 0)
    throw new Error(`Sitemap pages failed: ${failures.slice(0, 10).join(', ')}`);
}

/**
 * The blog's first list page (uncompressed bytes, post cards with the featured one) and its
 * number of list pages (`/resources/blog/page/N` in the sitemap).
 * @param {string} origin
 * @param {string[]} paths
 */
export async function blogList(origin, paths) {
  const response = await fetch(origin + BLOG_PATH, { headers: { 'accept-encoding': 'identity' } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${BLOG_PATH} answered ${response.status}`);
  const pageNumbers = paths.map((p) =>
    Number(/^\/resources\/blog\/page\/(\d+)$/.exec(p)?.[1] ?? 1),
  );
  return {
    listBytes: Buffer.byteLength(html),
    listCards: html.match(/class="(post-card|featured-card)"/g)?.length ?? 0,
    listPages: Math.max(1, ...pageNumbers),
  };
}

/** @param {string} origin */
export async function countFeedItems(origin) {
  const response = await fetch(`${origin}${BLOG_PATH}/rss.xml`);
  const xml = await response.text();
  if (response.status !== 200) throw new Error(`The feed answered ${response.status}`);
  return xml.match(/<item>/g)?.length ?? 0;
}

/**
 * Sends the publish webhook for an edited entry and waits until `live` says the edit is served,
 * while a prober requests a few pages (one of them the oldest post, whose slug no edit changes)
 * and an asset.
 * @param {import('./bench-content-steps.mjs').ContentSite} site
 * @param {string} origin
 * @param {{ size: import('./bench-content-steps.mjs').Size, entryId: string, giveUpMs: number,
 *   live(): Promise<boolean> }} publish
 */
export async function timePublish(site, origin, { size, entryId, giveUpMs, live }) {
  const { slugify, sendPublishWebhook } = site;
  const prober = startProber(origin, [
    '/',
    BLOG_PATH,
    `${BLOG_PATH}/${slugify(size.oldest.title)}`,
    await hashedAsset(origin),
  ]);
  const started = performance.now();
  /** @type {number | null} */
  let publishMs = null;
  try {
    const accepted = await sendPublishWebhook(origin, { secret: SECRET, entryId });
    if (accepted.status !== 202) throw new Error(`The webhook answered ${accepted.status}`);
    while (performance.now() - started < giveUpMs) {
      if (await live()) {
        publishMs = performance.now() - started;
        break;
      }
      await sleep(POLL_MS);
    }
  } finally {
    await prober.stop();
  }
  if (publishMs === null) {
    console.error(
      `bench:content: the publish of ${entryId} at ${size.posts} posts was not live after ${giveUpMs / 1000} s`,
    );
  }
  return { publishMs, probeRequests: prober.requests(), probeFailures: prober.failures };
}

/**
 * Requests `paths` together, again and again, until stopped; every answer must be 200.
 * @param {string} origin
 * @param {string[]} paths
 */
export function startProber(origin, paths) {
  /** @type {string[]} */
  const failures = [];
  let requests = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      await Promise.all(
        paths.map(async (urlPath) => {
          requests += 1;
          try {
            const response = await fetch(origin + urlPath);
            await response.arrayBuffer();
            if (response.status !== 200) failures.push(`${urlPath}: ${response.status}`);
          } catch (error) {
            failures.push(`${urlPath}: ${/** @type {Error} */ (error).message}`);
          }
        }),
      );
      await sleep(POLL_MS);
    }
  })();
  return {
    failures,
    requests: () => requests,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/**
 * A hashed script the home page loads: a visitor mid-page still fetches those during a publish.
 * @param {string} origin
 */
export async function hashedAsset(origin) {
  const home = await (await fetch(`${origin}/`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0];
  if (!asset) throw new Error('The home page loads no hashed script');
  return asset;
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
