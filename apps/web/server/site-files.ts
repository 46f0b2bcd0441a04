// The current build's files: prerendered pages from memory (server/page-cache.ts), then hashed
// assets and the rest from disk. Both read the build `siteAndSecurityHeaders` took for the request.
import type { RequestHandler } from 'express';
import { sendCachedPage } from './page-cache.ts';

/**
 * The prerendered page the request names (`res.locals.pageFile`), from the page cache.
 */
export const cachedPages: RequestHandler = (req, res, next) => {
  const page = res.locals.pageFile && res.locals.site.pageCache.get(res.locals.pageFile);
  if (page) return sendCachedPage(req, res, page);
  return next();
};

export const staticFiles: RequestHandler = (req, res, next) =>
  res.locals.site.staticFiles(req, res, next);
