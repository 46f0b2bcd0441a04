// Permanent redirects of decision 0013. The same table feeds the client-side redirect routes.
import type { RequestHandler } from 'express';

export const permanentRedirects = {
  '/home': '/',
  '/features/visualize': '/features/visualise',
  '/features/resources/product-updates': '/resources/product-updates',
} as const;

/**
 * 301s for the table above and for a trailing slash (one URL per page: /about/ → /about); the
 * query string goes along.
 */
export const redirectOldPaths: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const query = req.originalUrl.slice(req.path.length);
  const target = permanentRedirects[req.path as keyof typeof permanentRedirects];
  if (target) return res.redirect(301, target + query);
  if (req.path.length > 1 && req.path.endsWith('/')) {
    return res.redirect(301, req.path.replace(/\/+$/, '') + query);
  }
  return next();
};
