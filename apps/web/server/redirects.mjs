// Permanent redirects of decision 0013. The same table feeds the client-side redirect routes.
export const permanentRedirects = /** @type {const} */ ({
  '/home': '/',
  '/features/visualize': '/features/visualise',
  '/features/resources/product-updates': '/resources/product-updates',
});

/**
 * 301s for the table above and for a trailing slash (one URL per page: /about/ → /about); the
 * query string goes along.
 * @type {import('express').RequestHandler}
 */
export function redirectOldPaths(req, res, next) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const query = req.originalUrl.slice(req.path.length);
  const target = permanentRedirects[/** @type {keyof typeof permanentRedirects} */ (req.path)];
  if (target) return res.redirect(301, target + query);
  if (req.path.length > 1 && req.path.endsWith('/')) {
    return res.redirect(301, req.path.replace(/\/+$/, '') + query);
  }
  return next();
}
