// Draft preview (issue 16): `/api/preview?secret=…&slug=/path` opens a session (a signed cookie)
// and `/api/preview/exit` ends it. With the session, pages and their client-navigation data are
// rendered on request by the server build's route modules, whose loaders then read Contentful's
// Preview API (see packages/content/src/loading/request-scope.ts). Everyone else gets the prerendered site.
import compression from 'compression';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { createRequestHandler, matchPath, type ServerBuild } from 'react-router';
import { redirectWithin } from '../http/redirects.ts';
import { isHttps, requestUrl, trustOf } from '../http/request-arrival.ts';
import {
  contentSecurityPolicy,
  previewFrameAncestors,
  type ThirdPartyScripts,
} from '../http/security-headers.ts';
import { inlineScriptHashes, withoutHydration } from '../site/inline-scripts.ts';
import { type ContentScope, contentScopes, type ServedEntity } from './content-scope.ts';
import {
  LIVE_PATH_HEADER,
  previewClientScript,
  REGIONS,
  type Region,
  renderRequestOf,
  withLivePreview,
} from './live-preview.ts';
import {
  clearedPreviewCookie,
  hasPreviewSession,
  type PreviewConfig,
  previewCookie,
  previewRedirectPath,
  previewRegionCookie,
  previewRegionOf,
  secretMatches,
} from './preview-session.ts';

const NO_STORE = 'no-store';
const PRIVATE_NO_STORE = 'private, no-store';
/** Where a preview page's live updates are rendered (packages/content/src/preview/live-client.ts). */
const RENDER_PATH = '/api/preview/render';
const parseRenderBody = express.json({ limit: '2mb', type: 'application/json' });

/**
 * `GET /api/preview` and `GET /api/preview/exit`.
 */
export function previewEndpoints({ secret }: PreviewConfig) {
  const router = express.Router();
  router.get('/api/preview', (req, res) => {
    res.setHeader('Cache-Control', NO_STORE);
    if (!secretMatches(req.query.secret, secret)) {
      res.status(401).json({ error: 'invalid_secret' });
      return;
    }
    const target = previewRedirectPath(req.query.slug);
    if (!target) {
      res.status(400).json({ error: 'invalid_slug' });
      return;
    }
    // `region=EU`: the page as that region's visitors see it (AU, US, EU or SA).
    const region = req.query.region;
    if (region !== undefined && !REGIONS.includes(region as Region)) {
      res.status(400).json({ error: 'invalid_region', regions: REGIONS });
      return;
    }
    const secure = isHttps(req, trustOf(req));
    res.append('Set-Cookie', previewCookie(secret, { secure }));
    res.append(
      'Set-Cookie',
      previewRegionCookie((region as Region | undefined) ?? null, { secure }),
    );
    redirectWithin(res, 307, target);
  });
  router.get('/api/preview/exit', (req, res) => {
    res.setHeader('Cache-Control', NO_STORE);
    const secure = isHttps(req, trustOf(req));
    res.append('Set-Cookie', clearedPreviewCookie({ secure }));
    res.append('Set-Cookie', previewRegionCookie(null, { secure }));
    redirectWithin(res, 307, previewRedirectPath(req.query.slug) ?? '/');
  });
  return router;
}

/**
 * Renders pages on request for a preview session, and `POST /api/preview/render` (a page again
 * with a live preview's edits). Mounted before the page cache; a request without the session
 * cookie passes on after one string search.
 * @param options `currentBuild`: the build to render with now (a server may switch builds);
 *   `currentClientDir`: its client folder, which holds the preview client entry
 */
export function previewPages({
  preview,
  thirdParty,
  currentBuild,
  currentClientDir,
}: {
  preview: PreviewConfig;
  thirdParty: ThirdPartyScripts;
  currentBuild: () => ServerBuild;
  currentClientDir: () => string;
}): RequestHandler {
  const renderers: WeakMap<ServerBuild, Renderer> = new WeakMap();
  const compress = compression();
  const frameAncestors = previewFrameAncestors(preview.appOrigins);
  return (req, res, next) => {
    const live = req.method === 'POST' && req.path === RENDER_PATH;
    if (req.method !== 'GET' && req.method !== 'HEAD' && !live) return next();
    if (!hasPreviewSession(req.headers.cookie, preview.secret)) return next();
    if (!live && !isRenderedPath(req.path)) return next();
    const build = currentBuild();
    let renderer = renderers.get(build);
    if (!renderer) {
      renderer = {
        render: createRequestHandler(build, 'production'),
        pagePatterns: pageRoutePatterns(build.routes),
      };
      renderers.set(build, renderer);
    }
    const page: PageOptions = {
      renderer,
      thirdParty,
      frameAncestors,
      appOrigins: preview.appOrigins,
      script: previewClientScript(currentClientDir()),
    };
    if (live) {
      parseRenderBody(req, res, (error?: unknown) => {
        if (error) return next(error);
        const asked = renderRequestOf(req.body);
        if (typeof asked === 'string') {
          res.setHeader('Cache-Control', NO_STORE);
          res.status(400).json({ error: 'invalid_render_request', message: asked });
          return;
        }
        compress(req, res, () => {
          sendRendered(req, res, page, asked).catch(next);
        });
      });
      return;
    }
    compress(req, res, () => {
      sendRendered(req, res, page).catch(next);
    });
  };
}

type Renderer = { render: ReturnType<typeof createRequestHandler>; pagePatterns: string[] };
type PageOptions = {
  renderer: Renderer;
  thirdParty: ThirdPartyScripts;
  frameAncestors: string;
  appOrigins: string[];
  script: string | null;
};

/**
 * The path patterns of the build's pages, the catch-all not-found route left out.
 */
function pageRoutePatterns(routes: ServerBuild['routes']) {
  return Object.values(routes).flatMap((route) => {
    if (route?.index) return ['/'];
    if (!route?.path || route.path === '*') return [];
    return [`/${route.path}`];
  });
}

/**
 * Pages (paths without a file extension, known or not: a draft may have no prerendered page yet)
 * and React Router's `.data` requests; never the API, hashed assets or other files.
 */
function isRenderedPath(pathname: string) {
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.endsWith('.data')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * Renders the requested page, or for a live preview (`live`) the page at its path with its edits.
 */
async function sendRendered(
  req: Request,
  res: Response,
  { renderer: { render, pagePatterns }, thirdParty, frameAncestors, ...live }: PageOptions,
  edited?: { path: string; edits: ServedEntity[] },
) {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const url = new URL(requestUrl(req, trustOf(req)));
  if (edited) {
    const target = new URL(edited.path, url);
    url.pathname = target.pathname;
    url.search = target.search;
  }
  const headers = requestHeaders(req);
  headers.delete('content-type');
  headers.delete('content-length');
  const renderAt = async (at: URL) => {
    // A HEAD is answered like the GET, without the body; a live re-render is a GET of the page.
    const request = new Request(at, { method: 'GET', headers, signal: controller.signal });
    const scope: ContentScope = { preview: true, edits: edited?.edits };
    return { scope, response: await contentScopes.run(scope, () => render(request)) };
  };
  let { scope, response } = await renderAt(url);
  // A live re-render asks for a blog post or download by entry id (its slug follows its title,
  // which the edit may change): the page answers with a redirect to its slug, rendered here, and
  // the client shows that address (decision 0061).
  const moved = edited && liveRedirectTarget(response, url);
  if (moved) {
    url.pathname = moved.pathname;
    url.search = moved.search;
    ({ scope, response } = await renderAt(url));
  }
  let body = Buffer.from(await response.arrayBuffer());
  let policy = `default-src 'none'; frame-ancestors ${frameAncestors}`;
  let status = response.status;
  if (response.headers.get('Content-Type')?.startsWith('text/html')) {
    // The catch-all route renders the not-found page with 200; the published site answers 404.
    if (status === 200 && !pagePatterns.some((pattern) => matchPath(pattern, url.pathname))) {
      status = 404;
    }
    const region = previewRegionOf(req.headers.cookie, REGIONS);
    // The CSP lists the hashes of this very HTML's inline scripts, as the postbuild does for
    // the prerendered pages: no 'unsafe-inline' and no nonce needed.
    const html = withLivePreview(withoutHydration(body.toString('utf8')), scope, {
      appOrigins: live.appOrigins,
      script: edited ? null : live.script,
      region,
    });
    body = Buffer.from(html);
    if (!edited)
      policy = contentSecurityPolicy(inlineScriptHashes(html), thirdParty, frameAncestors);
  }
  if (res.destroyed) return;
  res.status(status);
  for (const [name, value] of response.headers) {
    if (name === 'content-length' || name === 'content-encoding') continue;
    res.append(name, value);
  }
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  // NOINDEX deployments already say more (noindex, nofollow).
  if (!String(res.getHeader('X-Robots-Tag') ?? '').includes('noindex')) {
    res.setHeader('X-Robots-Tag', 'noindex');
  }
  res.setHeader('Content-Security-Policy', policy);
  if (edited) res.setHeader(LIVE_PATH_HEADER, url.pathname + url.search);
  // frame-ancestors now decides who may frame the page; X-Frame-Options would forbid Contentful.
  res.removeHeader('X-Frame-Options');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function requestHeaders(req: Request) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** Where a redirect answered to a live re-render leads, if it stays on this site. */
function liveRedirectTarget(response: globalThis.Response, from: URL): URL | null {
  const location = response.headers.get('Location');
  if (response.status < 300 || response.status > 399 || !location) return null;
  const target = new URL(location, from);
  return target.origin === from.origin ? target : null;
}
