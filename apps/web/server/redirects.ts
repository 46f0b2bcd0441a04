// Permanent redirects of decision 0013. The same table feeds the client-side redirect routes.
// Title paths of posts and downloads, and page 1 of a paged list, redirect here too (0038).
import type { RequestHandler } from 'express';

export const permanentRedirects = {
  '/home': '/',
  '/features/visualize': '/features/visualise',
  '/features/resources/product-updates': '/resources/product-updates',
} as const;

/** `/page/1` of a paged list: its first page lives at the list's own URL. */
const FIRST_LIST_PAGE = /^(\/resources\/(?:blog|downloads|newsletters|product-updates))\/page\/1$/;

function decodedPath(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * 301s for the table above, for a post's or download's title path (the current build's
 * `titleRedirects`), for page 1 of a paged list and for a trailing slash (one URL per page:
 * /about/ → /about); the query string goes along.
 */
export const redirectOldPaths: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const query = req.originalUrl.slice(req.path.length);
  const target =
    permanentRedirects[req.path as keyof typeof permanentRedirects] ??
    res.locals.site?.titleRedirects.get(decodedPath(req.path)) ??
    FIRST_LIST_PAGE.exec(req.path)?.[1];
  if (target) return res.redirect(301, target + query);
  if (req.path.length > 1 && req.path.endsWith('/')) {
    return res.redirect(301, req.path.replace(/\/+$/, '') + query);
  }
  return next();
};
