// Every response's security headers, and the build that answers the request. The page's own
// Content-Security-Policy (its inline scripts' hashes) is chosen here, before any handler runs.
import type { RequestHandler } from 'express';
import type { Site } from '../site/site.ts';
import { isHttps, type TrustProxy } from './request-arrival.ts';
import { API_CONTENT_SECURITY_POLICY, setBaseSecurityHeaders } from './security-headers.ts';

/**
 * Takes the current build once for the request (`res.locals.site`: publishing may replace it
 * meanwhile), sets the base security headers and the page's policy (`res.locals.pageFile`: the
 * prerendered file the path names, if any).
 */
export function siteAndSecurityHeaders({
  publisher,
  noindex,
  trustProxy,
}: {
  publisher: { current(): Site };
  noindex: boolean;
  trustProxy: TrustProxy;
}): RequestHandler {
  return (req, res, next) => {
    const site = publisher.current();
    res.locals.site = site;
    setBaseSecurityHeaders(res, { https: isHttps(req, trustProxy), noindex });
    // Chosen before the static handler: a 304 from it must carry the page's policy too, or the
    // browser applies the API policy to the cached page.
    const page =
      req.method === 'GET' || req.method === 'HEAD' ? pageFileAt(req.path, site) : undefined;
    res.setHeader(
      'Content-Security-Policy',
      (page && site.pagePolicies.get(page)) || API_CONTENT_SECURITY_POLICY,
    );
    res.locals.pageFile = page;
    next();
  };
}

function decodedPath(pathname: string) {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The prerendered HTML file a request path names, if it is a page: the path itself, its
 * `index.html` or its `.html` (what the static handler would serve).
 */
export function pageFileAt(pathname: string, site: Pick<Site, 'cspHashes'>) {
  const decoded = decodedPath(pathname);
  const base = decoded.replace(/\/+$/, '');
  return [decoded, `${base}/index.html`, `${base}.html`].find(
    (candidate) => candidate in site.cspHashes,
  );
}
