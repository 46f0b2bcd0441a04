// Permanent redirects of decision 0013. The same table feeds the client-side redirect routes.
// Title paths of posts and downloads, and page 1 of a paged list, redirect here too (0038).
import type { RequestHandler, Response } from 'express';

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
    (Object.hasOwn(permanentRedirects, pathname)
      ? permanentRedirects[pathname as keyof typeof permanentRedirects]
      : undefined) ??
    titleRedirects?.get(decodedPath(pathname)) ??
    FIRST_LIST_PAGE.exec(pathname)?.[1];
  if (target) return siteLocation(target);
  if (pathname.length > 1 && pathname.endsWith('/'))
    return siteLocation(pathname.replace(/\/+$/, ''));
  return undefined;
}

/**
 * A Location on this site: the path with exactly one leading `/`. A browser takes `//host`, and
 * `/\host` too, for another site; so `//evil.example/` (the trailing-slash rule) or a preview
 * slug of `/.//evil.example` once sent visitors away. Every redirect the server writes goes
 * through here (redirectWithin).
 */
export function siteLocation(path: string): string {
  // Browsers drop tabs and newlines from a URL before reading it, and read `\` as `/`.
  return `/${path.replace(/^[/\\\t\n\r]+/, '')}`;
}

/** Sends a redirect to `path` on this site, with the query if given (Express encodes it). */
export function redirectWithin(res: Response, status: number, path: string, query = '') {
  res.redirect(status, siteLocation(path) + query);
}

/** The request target's query, `?…`, or ''. */
function queryOf(url: string) {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

export const redirectOldPaths: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const target = redirectFor(req.path, res.locals.site?.titleRedirects);
  if (!target) return next();
  redirectWithin(res, 301, target, queryOf(req.originalUrl));
};
