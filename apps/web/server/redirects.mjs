// Permanent redirects of decisions §4. The same table feeds the client-side redirect routes.
export const permanentRedirects = /** @type {const} */ ({
  '/home': '/',
  '/features/visualize': '/features/visualise',
  '/features/resources/product-updates': '/resources/product-updates',
});
