// Pages rendered on request from their query (decision 0056): a route whose module exports
// `handle.renderedOnRequest` (today /pricing/quote) is never prerendered; for a GET or HEAD the
// current build renders it with React Router, like a prerendered page (the same route modules
// and entry.server), its hydration deferred as the postbuild does it. The answer is cached like
// the pages: an ETag of its bytes, 304 on a match, and held a minute by browsers and CDNs,
// since a quote's date changes at midnight. A bad query is the route's own 400 page.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { requestOrigin, trustOf } from '../http/request-arrival.ts';
import { contentSecurityPolicy, type ThirdPartyScripts } from '../http/security-headers.ts';
import { inlineScriptHashes, withDeferredHydration } from './inline-scripts.ts';
import type { Site } from './site.ts';

const HELD_A_MINUTE = 'public, max-age=60';

type BuildRoute = { path?: string; parentId?: string; module: { handle?: unknown } };

const pathsByBuild: WeakMap<ServerBuild, Set<string>> = new WeakMap();
const renderers: WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>> = new WeakMap();

/** The paths of a build's routes marked `handle.renderedOnRequest`. */
export function renderedOnRequestPaths(build: ServerBuild): Set<string> {
  let paths = pathsByBuild.get(build);
  if (paths) return paths;
  const routes = build.routes as Record<string, BuildRoute | undefined>;
  const fullPath = (route: BuildRoute | undefined): string =>
    route
      ? [fullPath(route.parentId ? routes[route.parentId] : undefined), route.path ?? '']
          .filter(Boolean)
          .join('/')
      : '';
  paths = new Set(
    Object.values(routes)
      .filter((route) => {
        const handle = route?.module.handle;
        return typeof handle === 'object' && handle !== null && 'renderedOnRequest' in handle;
      })
      .map((route) => `/${fullPath(route)}`),
  );
  pathsByBuild.set(build, paths);
  return paths;
}

/** Answers the build's on-request pages; every other request goes on. */
export function onRequestPages(thirdParty: ThirdPartyScripts): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const site: Site = res.locals.site;
    if (!renderedOnRequestPaths(site.build).has(req.path)) return next();
    render(site.build, new URL(req.originalUrl, requestOrigin(req, trustOf(req))))
      .then(({ status, html }) => {
        if (res.destroyed) return;
        const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
        res.setHeader('Cache-Control', HELD_A_MINUTE);
        res.setHeader('ETag', etag);
        res.setHeader('X-Robots-Tag', 'noindex');
        res.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy(inlineScriptHashes(html), thirdParty),
        );
        if (status === 200 && req.headers['if-none-match'] === etag) {
          res.status(304).end();
          return;
        }
        res.status(status).type('html').send(html);
      })
      .catch(next);
  };
}

async function render(build: ServerBuild, url: URL) {
  let handle = renderers.get(build);
  if (!handle) {
    handle = createRequestHandler(build, 'production');
    renderers.set(build, handle);
  }
  const response = await handle(new Request(url, { headers: { Accept: 'text/html' } }));
  const html = await response.text();
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) {
    throw new Error(`${url.pathname} answered ${response.status} without HTML`);
  }
  return { status: response.status, html: withDeferredHydration(html) };
}
