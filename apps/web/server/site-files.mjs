// The current build's files: prerendered pages from memory (server/page-cache.mjs), then hashed
// assets and the rest from disk. Both read the build `siteAndSecurityHeaders` took for the request.
import { sendCachedPage } from './page-cache.mjs';

/**
 * The prerendered page the request names (`res.locals.pageFile`), from the page cache.
 * @type {import('express').RequestHandler}
 */
export function cachedPages(req, res, next) {
  const page = res.locals.pageFile && res.locals.site.pageCache.get(res.locals.pageFile);
  if (page) return sendCachedPage(req, res, page);
  return next();
}

/** @type {import('express').RequestHandler} */
export function staticFiles(req, res, next) {
  return res.locals.site.staticFiles(req, res, next);
}
