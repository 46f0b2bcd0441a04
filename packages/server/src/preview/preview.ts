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
  PREVIEW_FRAME_ANCESTORS,
  type ThirdPartyScripts,
} from '../http/security-headers.ts';
import { inlineScriptHashes, withDeferredHydration } from '../site/inline-scripts.ts';
import { contentScopes } from './content-scope.ts';
import {
  clearedPreviewCookie,
  hasPreviewSession,
  type PreviewConfig,
  previewCookie,
  previewRedirectPath,
  secretMatches,
} from './preview-session.ts';

const NO_STORE = 'no-store';
const PRIVATE_NO_STORE = 'private, no-store';
const DATA_POLICY = `default-src 'none'; frame-ancestors ${PREVIEW_FRAME_ANCESTORS}`;

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
    res.append('Set-Cookie', previewCookie(secret, { secure: isHttps(req, trustOf(req)) }));
    redirectWithin(res, 307, target);
  });
  router.get('/api/preview/exit', (req, res) => {
    res.setHeader('Cache-Control', NO_STORE);
    res.append('Set-Cookie', clearedPreviewCookie({ secure: isHttps(req, trustOf(req)) }));
    redirectWithin(res, 307, previewRedirectPath(req.query.slug) ?? '/');
  });
  return router;
}

/**
 * Renders pages on request for a preview session. Mounted before the page cache; a request
 * without the session cookie passes on after one string search.
 * @param options `currentBuild`: the build to render with now (a server may switch builds)
 */
export function previewPages({
  preview,
  thirdParty,
  currentBuild,
}: {
  preview: PreviewConfig;
  thirdParty: ThirdPartyScripts;
  currentBuild: () => ServerBuild;
}): RequestHandler {
  const renderers: WeakMap<ServerBuild, Renderer> = new WeakMap();
  const compress = compression();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!hasPreviewSession(req.headers.cookie, preview.secret)) return next();
    if (!isRenderedPath(req.path)) return next();
    const build = currentBuild();
    let renderer = renderers.get(build);
    if (!renderer) {
      renderer = {
        render: createRequestHandler(build, 'production'),
        pagePatterns: pageRoutePatterns(build.routes),
      };
      renderers.set(build, renderer);
    }
    const current = renderer;
    compress(req, res, () => {
      sendRendered(req, res, current, thirdParty).catch(next);
    });
  };
}

type Renderer = { render: ReturnType<typeof createRequestHandler>; pagePatterns: string[] };

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

async function sendRendered(
  req: Request,
  res: Response,
  { render, pagePatterns }: Renderer,
  thirdParty: ThirdPartyScripts,
) {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const request = new Request(requestUrl(req, trustOf(req)), {
    // A HEAD is answered like the GET, without the body.
    method: 'GET',
    headers: requestHeaders(req),
    signal: controller.signal,
  });
  const response = await contentScopes.run({ preview: true }, () => render(request));
  let body = Buffer.from(await response.arrayBuffer());
  let policy = DATA_POLICY;
  let status = response.status;
  if (response.headers.get('Content-Type')?.startsWith('text/html')) {
    // The catch-all route renders the not-found page with 200; the published site answers 404.
    if (status === 200 && !pagePatterns.some((pattern) => matchPath(pattern, req.path))) {
      status = 404;
    }
    // The CSP lists the hashes of this very HTML's inline scripts, as the postbuild does for
    // the prerendered pages: no 'unsafe-inline' and no nonce needed.
    const html = withDeferredHydration(body.toString('utf8'));
    body = Buffer.from(html);
    policy = contentSecurityPolicy(inlineScriptHashes(html), thirdParty, PREVIEW_FRAME_ANCESTORS);
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
