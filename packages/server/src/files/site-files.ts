// The current build's files: prerendered pages from the page cache (files/page-cache.ts), then
// hashed assets and the rest from disk. Both read the build `siteAndSecurityHeaders` took for the
// request.
import type { RequestHandler } from 'express';
import { notFound } from '../http/fallback-handlers.ts';
import { logger, pathOf } from '../ops/logging.ts';
import { sendCachedPage } from './page-cache.ts';

/** The not-found page's file: asked for by name (`/404`, `/404.html`) it is still a 404. */
export const NOT_FOUND_FILE = '/404.html';

/**
 * The prerendered page the request names (`res.locals.pageFile`), from the page cache. A page
 * file gone from disk (a build removed under the server) gets the 404 page, another read error a
 * 500; both a log line, never a crash (as file-errors.ts does for the other files).
 */
export const cachedPages: RequestHandler = (req, res, next) => {
  const file: string | undefined = res.locals.pageFile;
  if (file === NOT_FOUND_FILE) return notFound(req, res, next);
  if (!file) return next();
  const sent = sendCachedPage(req, res, res.locals.site.pageCache, file, (error) => {
    const gone = error.code === 'ENOENT' || error.code === 'ENOTDIR';
    logger.error(
      { event: 'page_read_failed', reqId: req.id, path: pathOf(req), code: error.code },
      'a page could not be read',
    );
    if (gone) return notFound(req, res, next);
    res.status(500);
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('Internal server error\n');
  });
  if (!sent) next();
};

export const staticFiles: RequestHandler = (req, res, next) =>
  res.locals.site.staticFiles(req, res, next);
