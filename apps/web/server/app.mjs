// The production server: prerendered pages and hashed assets from disk, the form/region API
// through React Router's request handler, permanent redirects and a real 404.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { matchPath } from 'react-router';
import sirv from 'sirv';
import { loadPageCache, sendCachedPage } from './page-cache.mjs';
import { previewEndpoints, previewPages } from './preview.mjs';
import { permanentRedirects } from './redirects.mjs';
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  setBaseSecurityHeaders,
} from './security-headers.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * @param {import('./config.mjs').ServerConfig} config
 * @returns {Promise<import('express').Express>}
 */
export async function createServerApp(config) {
  const clientDir = path.join(config.buildDir, 'client');
  /** @type {Record<string, string[]>} */
  const cspHashes = JSON.parse(
    await readFile(path.join(config.buildDir, 'csp-hashes.json'), 'utf8'),
  );
  // One policy string per page, built once rather than per request.
  const pagePolicies = new Map(
    Object.entries(cspHashes).map(([page, hashes]) => [
      page,
      contentSecurityPolicy(hashes, config.thirdParty),
    ]),
  );
  const notFoundPage = await readFile(path.join(clientDir, '404.html'));
  const pageCache = await loadPageCache(clientDir, Object.keys(cspHashes));
  const build = await import(pathToFileURL(path.join(config.buildDir, 'server', 'index.js')).href);
  const leads = await startLeads(config);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use((req, res, next) => {
    setBaseSecurityHeaders(res, {
      // Behind a TLS-terminating proxy, TRUST_PROXY=true makes req.secure honest.
      https: req.secure,
      noindex: config.noindex,
    });
    // Chosen before the static handler: a 304 from it must carry the page's policy too, or the
    // browser applies the API policy to the cached page.
    const page =
      req.method === 'GET' || req.method === 'HEAD'
        ? pageFileFor(decodedPath(req.path), cspHashes)
        : undefined;
    res.setHeader(
      'Content-Security-Policy',
      (page && pagePolicies.get(page)) || API_CONTENT_SECURITY_POLICY,
    );
    res.locals.pageFile = page;
    next();
  });

  app.use(issueXsrfToken);

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  app.use(redirectOldPaths);

  // Draft preview (PREVIEW_SECRET): its endpoints, and pages rendered on request for a session.
  if (config.preview) {
    app.use(previewEndpoints(config.preview));
    app.use(
      previewPages({
        preview: config.preview,
        thirdParty: config.thirdParty,
        currentBuild: () => build,
      }),
    );
  }

  app.use((req, res, next) => {
    const page = res.locals.pageFile && pageCache.get(res.locals.pageFile);
    if (page) return sendCachedPage(req, res, page);
    return next();
  });

  app.use(
    sirv(clientDir, {
      brotli: true,
      gzip: true,
      etag: true,
      setHeaders(res, pathname) {
        if (pathname.startsWith('/assets/')) {
          res.setHeader('Cache-Control', IMMUTABLE);
        } else {
          res.setHeader('Cache-Control', REVALIDATE);
        }
        if (pathname.endsWith('.data')) {
          // React Router's single-fetch payloads for client navigations between prerendered pages.
          res.setHeader('Content-Type', 'text/x-script');
        } else if (pathname.endsWith('.xml')) {
          // The RSS feed and sitemap.xml; sirv alone would send text/xml without a charset.
          res.setHeader(
            'Content-Type',
            `application/${pathname.endsWith('/rss.xml') ? 'rss+xml' : 'xml'}; charset=utf-8`,
          );
        } else if (pathname.endsWith('.txt')) {
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        }
      },
    }),
  );

  const handleWithRouter = createRequestHandler({ build, mode: 'production' });
  const apiPatterns = apiRoutePatterns(build.routes);
  app.use('/api', compression(), (req, res, next) => {
    // Mounting strips the prefix; React Router routes on the full path.
    req.url = req.originalUrl;
    // The form API limits per client address; only this server's view of it counts.
    req.headers[CLIENT_IP_HEADER] = req.ip ?? 'unknown';
    // Only real API routes reach React Router; anything else under /api is a JSON 404 below.
    if (!apiPatterns.some((pattern) => matchPath(pattern, req.path))) return next();
    return handleWithRouter(req, res, next);
  });

  app.use((req, res) => {
    res.status(404);
    res.setHeader('Cache-Control', 'no-store');
    if ((req.method === 'GET' || req.method === 'HEAD') && req.accepts('html')) {
      res.setHeader(
        'Content-Security-Policy',
        pagePolicies.get('/404.html') ?? API_CONTENT_SECURITY_POLICY,
      );
      res.type('html').send(notFoundPage);
      return;
    }
    res.json({ error: 'not_found' });
  });

  app.use(
    /** @type {import('express').ErrorRequestHandler} */
    (error, _req, res, _next) => {
      console.error(error);
      if (res.headersSent) return;
      res.status(500).json({ error: 'internal' });
    },
  );

  // start.mjs closes the lead store (and stops the CRM outbox) on shutdown.
  app.locals.closeLeads = () => leads?.close();
  return app;
}

const CLIENT_IP_HEADER = 'x-tablogs-client-ip';
const XSRF_COOKIE = 'XSRF-TOKEN';
// The lead runtime the API route registers when the build is imported (packages/leads).
const LEADS_RUNTIME_SLOT = Symbol.for('@tablogs/leads/runtime');

/**
 * Opens the lead store (migrating it) and starts the CRM outbox before the server listens, so
 * pending deliveries resume after a restart and a broken database stops the start.
 * @param {import('./config.mjs').ServerConfig} config
 * @returns {Promise<{ close(): Promise<void> } | null>}
 */
async function startLeads(config) {
  const slots =
    /** @type {Record<symbol, { start(config: unknown): Promise<unknown>, close(): Promise<void> } | undefined>} */ (
      /** @type {unknown} */ (globalThis)
    );
  const slot = slots[LEADS_RUNTIME_SLOT];
  if (!slot) return null;
  await slot.start(config.leads);
  return slot;
}

/**
 * Anti-forgery (decisions §5): every GET hands out an XSRF-TOKEN cookie when the browser has
 * none; the form code echoes it in X-XSRF-TOKEN, which another site cannot read to forge.
 * Not HttpOnly, because the page's script must read it.
 * @type {import('express').RequestHandler}
 */
function issueXsrfToken(req, res, next) {
  if (req.method === 'GET' && !hasCookie(req.headers.cookie, XSRF_COOKIE)) {
    const token = randomBytes(32).toString('base64url');
    const secure = req.secure ? '; Secure' : '';
    res.append('Set-Cookie', `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax${secure}`);
  }
  return next();
}

/**
 * @param {string | undefined} header
 * @param {string} name
 */
function hasCookie(header, name) {
  return (header ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * Path patterns of the build's resource routes under /api.
 * @param {Record<string, { path?: string, parentId?: string }>} routes
 */
function apiRoutePatterns(routes) {
  return Object.values(routes)
    .map((route) => route.path)
    .filter((path) => typeof path === 'string' && path.startsWith('api/'))
    .map((path) => `/${path}`);
}

/** @param {string} pathname */
function decodedPath(pathname) {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The prerendered HTML file sirv serves for a request path, if it is a page.
 * @param {string} pathname
 * @param {Record<string, string[]>} pages
 */
function pageFileFor(pathname, pages) {
  const base = pathname.replace(/\/+$/, '');
  return [pathname, `${base}/index.html`, `${base}.html`].find((candidate) => candidate in pages);
}

/** @type {import('express').RequestHandler} */
function redirectOldPaths(req, res, next) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const query = req.originalUrl.slice(req.path.length);
  const target = permanentRedirects[/** @type {keyof typeof permanentRedirects} */ (req.path)];
  if (target) return res.redirect(301, target + query);
  // One URL per page: /about/ → /about.
  if (req.path.length > 1 && req.path.endsWith('/')) {
    return res.redirect(301, req.path.replace(/\/+$/, '') + query);
  }
  return next();
}
