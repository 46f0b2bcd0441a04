// One build of the site, loaded for serving: its page cache, CSP policies, 404 page, static files
// and server build. The server holds the current one and may replace it with a newer build
// (publishing, publish/), so everything a request needs comes from one object.
import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import sirv from 'sirv';
import { rangeAnswer, rangeForSirv } from '../files/byte-ranges.ts';
import { type FileHandler, withFileErrorsAnswered } from '../files/file-errors.ts';
import { type HeldAssets, holdAssets } from '../files/held-assets.ts';
import { createPageCache, type PageCache } from '../files/page-cache.ts';
import { contentSecurityPolicy, type ThirdPartyScripts } from '../http/security-headers.ts';
import { pathOf } from '../ops/logging.ts';
import { pagesToPlace, placeFragments, readPageFragments } from './page-fragments.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export type Site = {
  buildDir: string;
  clientDir: string;
  cspHashes: Record<string, string[]>;
  pagePolicies: Map<string, string>;
  notFoundPage: Buffer;
  pageCache: PageCache;
  /** A post's or download's title path (decoded) → its slug URL (http/redirects.ts). */
  titleRedirects: Map<string, string>;
  build: ServerBuild;
  /** The file `build` was imported from (a publish's render process imports it again). */
  serverBuildFile: string;
  handleWithRouter: RequestHandler;
  apiPatterns: string[];
  staticFiles: FileHandler;
  /** The hashed assets, from memory once read, with sirv's headers (held-assets.ts). */
  heldAssets: HeldAssets;
  fingerprint: string;
  builtAt: Date;
};

/**
 * Loads a finished build. Throws (and leaves nothing half-loaded) when a file is missing.
 * @param options `build`: the server build to use instead of `buildDir/server` (a publish
 *   re-render keeps the live one), imported from `serverBuildFile`; `pageCacheBytes`: the page cache's budget (PAGE_CACHE_MB)
 */
export async function loadSite(
  buildPath: string,
  thirdParty: ThirdPartyScripts,
  options: { build?: ServerBuild; serverBuildFile?: string; pageCacheBytes?: number } = {},
): Promise<Site> {
  // `build` is a link a later `pnpm build` switches (apps/web/scripts/build-release.mjs): this server
  // keeps the build the link named when it loaded.
  const buildDir = await realpath(buildPath);
  const clientDir = path.join(buildDir, 'client');
  const cspHashes: Record<string, string[]> = JSON.parse(
    await readFile(path.join(buildDir, 'csp-hashes.json'), 'utf8'),
  );
  // One policy string per page, built once rather than per request.
  const pagePolicies = new Map(
    Object.entries(cspHashes).map(([page, hashes]) => [
      page,
      contentSecurityPolicy(hashes, thirdParty),
    ]),
  );
  const notFoundPage = await readFile(path.join(clientDir, '404.html'));
  const fileEtags = await loadPageEtags(buildDir, Object.keys(cspHashes));
  // A page whose file holds an older shared fragment gets the current one placed in, and an ETag
  // of both (decision 0057).
  const fragments = await readPageFragments(buildDir);
  const toPlace = pagesToPlace(fragments);
  const etags = new Map(
    [...fileEtags].map(([page, etag]) => {
      const placed = toPlace.get(page);
      return [page, placed === undefined ? etag : `${etag.slice(0, -1)}.${placed}"`];
    }),
  );
  const pageCache = createPageCache(clientDir, etags, options.pageCacheBytes, {
    pages: new Set(toPlace.keys()),
    place: (html) => placeFragments(html, fragments.fragments),
  });
  const titleRedirects = await loadTitleRedirects(clientDir);
  // The server build reads some artwork from the embedded content (the prerender finds it
  // through vite.config.ts); here, wherever the installed content package keeps it.
  process.env.CONTENT_EMBEDDED_DIR ??= embeddedContentDir();
  const serverBuildFile = options.serverBuildFile ?? path.join(buildDir, 'server', 'index.js');
  const build = options.build ?? (await import(pathToFileURL(serverBuildFile).href));
  return {
    buildDir,
    clientDir,
    cspHashes,
    pagePolicies,
    notFoundPage,
    pageCache,
    titleRedirects,
    build,
    serverBuildFile,
    handleWithRouter: createRequestHandler({ build, mode: 'production' }),
    apiPatterns: apiRoutePatterns(build.routes),
    staticFiles: staticFilesOf(clientDir),
    heldAssets: await holdAssets(path.join(clientDir, 'assets'), IMMUTABLE),
    fingerprint: pagesFingerprint(etags),
    // When its pages were finished (the postbuild or a publish wrote the CSP hashes last).
    builtAt: (await stat(path.join(buildDir, 'csp-hashes.json'))).mtime,
  };
}

/**
 * Every page's ETag, written by the postbuild or a publish (finish-pages.ts, writePageEtags): a
 * build without one for each page does not load.
 */
async function loadPageEtags(buildDir: string, pages: string[]): Promise<Map<string, string>> {
  const file = path.join(buildDir, 'page-etags.json');
  const table: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (typeof table !== 'object' || table === null) throw new Error(`${file} is not a table`);
  const etags = new Map(Object.entries(table as Record<string, unknown>));
  const missing = pages.filter((page) => typeof etags.get(page) !== 'string');
  if (missing.length > 0) {
    throw new Error(`${file} has no ETag for ${missing.slice(0, 3).join(', ')}: build again`);
  }
  return new Map(pages.map((page) => [page, etags.get(page) as string]));
}

/** The build's title paths → slug URLs, prerendered from apps/web/app/routes/title-redirects.ts. */
async function loadTitleRedirects(clientDir: string): Promise<Map<string, string>> {
  const file = path.join(clientDir, 'title-redirects.json');
  const table: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (
    typeof table !== 'object' ||
    table === null ||
    Object.values(table).some((to) => typeof to !== 'string' || !to.startsWith('/'))
  ) {
    throw new Error(`${file} is not a table of paths`);
  }
  return new Map(Object.entries(table as Record<string, string>));
}

/** The content package's `embedded/` folder, in the repository or a production install. */
function embeddedContentDir() {
  const entry = createRequire(import.meta.url).resolve('@tablogs/content');
  return path.resolve(path.dirname(entry), '..', 'embedded');
}

/**
 * What visitors get from this build, in one hash: the pages' HTML. Two builds of the same
 * content have the same fingerprint; a published change gives a new one.
 */
function pagesFingerprint(etags: Map<string, string>) {
  const hash = createHash('sha256');
  for (const [file, etag] of [...etags].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${file}\0${etag}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The build's files from disk: hashed assets cached for a year, everything else revalidated. A
 * file that cannot be read gets a 404/500, never a crash (file-errors.ts).
 *
 * sirv, in its production mode, lists every file at start and keeps its stats and headers: fast,
 * but at 2,000 posts that was 14,000 files and about 50 MB (issue 35). Only the hashed assets
 * (few, and the files a first visit waits for) are listed so; the rest (page data, images, the
 * feed) are looked up on disk per request, as sirv's dev mode does, with the same headers.
 */
export function staticFilesOf(clientDir: string): FileHandler {
  const assets = sirvOf(path.join(clientDir, 'assets'), { listed: true, immutable: true });
  const rest = sirvOf(clientDir, { listed: false, immutable: false });
  return withFileErrorsAnswered((req, res, next) => {
    // Listing skips dot files (client/.vite/manifest.json); a lookup would not.
    if (HIDDEN.test(decodedPath(pathOf(req)))) return next();
    const url = req.url ?? '/';
    if (!url.startsWith(ASSETS)) return rest(req, res, next);
    // sirv reads the path from req.url: relative to the assets folder while it looks it up.
    req.url = url.slice(ASSETS.length - 1);
    try {
      assets(req, res, (error?: unknown) => {
        req.url = url;
        next(error);
      });
    } finally {
      req.url = url;
    }
  });
}

/** Where the hashed assets are served from. */
export const ASSETS = '/assets/';
const HIDDEN = /\/\.(?!well-known\/)/;

function decodedPath(pathname: string) {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

function sirvOf(dir: string, { listed, immutable }: { listed: boolean; immutable: boolean }) {
  return sirv(dir, {
    dev: !listed,
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname, stats) {
      // sirv has chosen the copy: its own Range parsing gets the request's range rewritten
      // (decision 0046). Its ETag is weak, so only a Last-Modified If-Range can match.
      const req = res.req;
      if (req.headers.range !== undefined) {
        const answer = rangeAnswer(req, stats.size, { lastModified: stats.mtime.toUTCString() });
        const range = rangeForSirv(answer, stats.size);
        if (range === undefined) delete req.headers.range;
        else req.headers.range = range;
        if (answer.status === 416) {
          res.setHeader('Cache-Control', 'no-store');
          return;
        }
      }
      if (immutable) {
        res.setHeader('Cache-Control', IMMUTABLE);
      } else {
        res.setHeader('Cache-Control', REVALIDATE);
      }
      if (pathname.endsWith('.data')) {
        // React Router's single-fetch payloads for client navigations between prerendered pages.
        res.setHeader('Content-Type', 'text/x-script');
      } else if (pathname.endsWith('.xml')) {
        // The RSS feed and sitemap.xml; sirv alone would send text/xml without a charset.
        res.setHeader(
          'Content-Type',
          `application/${pathname.endsWith('/rss.xml') ? 'rss+xml' : 'xml'}; charset=utf-8`,
        );
      } else if (pathname.endsWith('.txt')) {
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      }
    },
  });
}

/**
 * Path patterns of the build's resource routes under /api.
 */
function apiRoutePatterns(
  routes: Record<string, { path?: string; parentId?: string } | undefined>,
) {
  return Object.values(routes)
    .map((route) => route?.path)
    .filter((routePath) => typeof routePath === 'string' && routePath.startsWith('api/'))
    .map((routePath) => `/${routePath}`);
}
