// Pages the cache holds and hashed assets, answered without Express (decision 0044). They are
// nearly every request a visitor makes, and Express's request setup and router were more than
// half of a page hit's CPU. Such a request gets the answer the Express chain would give: base
// security headers, the page's policy or the API's, then a 304, the page's copy, or the asset
// from memory (held-assets.ts) or through sirv. Everything else goes on to Express as before:
// redirects, a possible preview session, a page copy still to read (and its read errors), the
// 404 page, other paths and methods.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redirectFor } from '../http/redirects.ts';
import { isHttps, type TrustProxy } from '../http/request-arrival.ts';
import { pageFileAt } from '../http/request-headers.ts';
import { API_CONTENT_SECURITY_POLICY, setBaseSecurityHeaders } from '../http/security-headers.ts';
import { pathOf } from '../ops/logging.ts';
import { PREVIEW_COOKIE } from '../preview/preview-session.ts';
import { ASSETS, type Site } from '../site/site.ts';
import { sendHeldPage } from './page-cache.ts';
import { NOT_FOUND_FILE } from './site-files.ts';

/**
 * @param previewing whether draft preview is on: then a request carrying a preview cookie goes to
 *   Express, which checks the session and renders the draft
 * @returns a handler that answers (or passes the request on to `passOn`) and returns true, or
 *   returns false having set nothing
 */
export function directFiles({
  publisher,
  noindex,
  trustProxy,
  previewing,
}: {
  publisher: { current(): Site };
  noindex: boolean;
  trustProxy: TrustProxy;
  previewing: boolean;
}): (req: IncomingMessage, res: ServerResponse, passOn: () => void) => boolean {
  return (req, res, passOn) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // An absolute-form target (`GET http://host/path`) is left to Express's URL parsing.
    if (!req.url?.startsWith('/')) return false;
    if (previewing && req.headers.cookie?.includes(`${PREVIEW_COOKIE}=`)) return false;
    const pathname = pathOf(req);
    const site = publisher.current();
    const securityHeaders = (policy: string) => {
      setBaseSecurityHeaders(res, { https: isHttps(req, trustProxy), noindex });
      res.setHeader('Content-Security-Policy', policy);
    };
    if (pathname.startsWith(ASSETS)) {
      const name = pathname.slice(ASSETS.length);
      if (!site.heldAssets.has(name)) return false;
      const apiPolicy = () => securityHeaders(API_CONTENT_SECURITY_POLICY);
      if (site.heldAssets.send(req, res, name, apiPolicy)) return true;
      apiPolicy();
      site.staticFiles(req, res, passOn);
      return true;
    }
    if (redirectFor(pathname, site.titleRedirects) !== undefined) return false;
    const file = pageFileAt(pathname, site);
    // The not-found page asked for by name is still a 404: Express's job.
    if (!file || file === NOT_FOUND_FILE) return false;
    return sendHeldPage(req, res, site.pageCache, file, () => {
      securityHeaders(site.pagePolicies.get(file) ?? API_CONTENT_SECURITY_POLICY);
      // The request log's route label (logging.ts, routePattern) reads this, as in Express.
      Object.assign(res, { locals: { pageFile: file } });
    });
  };
}
