// The current build's files: prerendered pages from memory (server/page-cache.ts), then hashed
// assets and the rest from disk. Both read the build `siteAndSecurityHeaders` took for the request.
import type { RequestHandler } from 'express';
import { notFound } from './fallback-handlers.ts';
import { sendCachedPage } from './page-cache.ts';

/** The not-found page's file: asked for by name (`/404`, `/404.html`) it is still a 404. */
const NOT_FOUND_FILE = '/404.html';

/**
 * The prerendered page the request names (`res.locals.pageFile`), from the page cache.
 */
export const cachedPages: RequestHandler = (req, res, next) => {
  if (res.locals.pageFile === NOT_FOUND_FILE) return notFound(req, res, next);
  const page = res.locals.pageFile && res.locals.site.pageCache.get(res.locals.pageFile);
  if (page) return sendCachedPage(req, res, page);
  return next();
};

export const staticFiles: RequestHandler = (req, res, next) =>
  res.locals.site.staticFiles(req, res, next);
