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
 * Where a GET of `pathname` is sent with a 301, if anywhere (the query goes along): the table
 * above, a post's or download's title path (the build's `titleRedirects`), page 1 of a paged list,
 * and a trailing slash (one URL per page: /about/ → /about).
 */
export function redirectFor(
  pathname: string,
  titleRedirects: ReadonlyMap<string, string> | undefined,
): string | undefined {
  const target =
    permanentRedirects[pathname as keyof typeof permanentRedirects] ??
    titleRedirects?.get(decodedPath(pathname)) ??
    FIRST_LIST_PAGE.exec(pathname)?.[1];
  if (target) return target;
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return undefined;
}

export const redirectOldPaths: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const target = redirectFor(req.path, res.locals.site?.titleRedirects);
  if (!target) return next();
  res.redirect(301, target + req.originalUrl.slice(req.path.length));
};
