// The production server: prerendered pages and hashed assets from disk, the form/region API
// through React Router's request handler, permanent redirects and a real 404.
import compression from 'compression';
import express from 'express';
import { matchPath } from 'react-router';
import { sendCachedPage } from './page-cache.mjs';
import { previewEndpoints, previewPages } from './preview.mjs';
import { publishEndpoints } from './publish/endpoints.mjs';
import { createPublisher } from './publish/publisher.mjs';
import { startReplicaSync } from './publish/replica-sync.mjs';
import { permanentRedirects } from './redirects.mjs';
import { API_CONTENT_SECURITY_POLICY, setBaseSecurityHeaders } from './security-headers.mjs';
import { loadSite } from './site.mjs';

/**
 * @param {import('./config.mjs').ServerConfig} config
 * @returns {Promise<import('express').Express>}
 */
export async function createServerApp(config) {
  // The build being served. Publishing (server/publish/) replaces it with a newer build; each
  // request takes the current one once, at its start, and uses only that one.
  const publisher = createPublisher({
    config,
    site: await loadSite(config.buildDir, config.thirdParty),
  });
  const leads = await startLeads(config);
  // Replicas on one PostgreSQL render every publish, whichever of them the webhook reached.
  const replicaSync =
    config.publish && config.leads.databaseUrl
      ? await startReplicaSync({
          databaseUrl: config.leads.databaseUrl,
          publisher,
          builtAt: publisher.current().builtAt,
        })
      : null;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use((req, res, next) => {
    const site = publisher.current();
    res.locals.site = site;
    setBaseSecurityHeaders(res, {
      // Behind a TLS-terminating proxy, TRUST_PROXY=true makes req.secure honest.
      https: req.secure,
      noindex: config.noindex,
    });
    // Chosen before the static handler: a 304 from it must carry the page's policy too, or the
    // browser applies the API policy to the cached page.
    const page =
      req.method === 'GET' || req.method === 'HEAD'
        ? pageFileFor(decodedPath(req.path), site.cspHashes)
        : undefined;
    res.setHeader(
      'Content-Security-Policy',
      (page && site.pagePolicies.get(page)) || API_CONTENT_SECURITY_POLICY,
    );
    res.locals.pageFile = page;
    next();
  });

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
        currentBuild: () => publisher.current().build,
      }),
    );
  }

  app.use((req, res, next) => {
    const page = res.locals.pageFile && res.locals.site.pageCache.get(res.locals.pageFile);
    if (page) return sendCachedPage(req, res, page);
    return next();
  });

  // Publishing: the signed webhook and its status (CONTENTFUL_WEBHOOK_SECRET).
  if (config.publish) {
    app.use(publishEndpoints({ publish: config.publish, publisher, replicaSync }));
  }

  app.use((req, res, next) => res.locals.site.staticFiles(req, res, next));

  app.use('/api', compression(), (req, res, next) => {
    /** @type {import('./site.mjs').Site} */
    const { apiPatterns, handleWithRouter } = res.locals.site;
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
        res.locals.site.pagePolicies.get('/404.html') ?? API_CONTENT_SECURITY_POLICY,
      );
      res.type('html').send(res.locals.site.notFoundPage);
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

  // start.mjs calls this on shutdown: stops the CRM outbox and closes the databases.
  app.locals.closeConnections = async () => {
    await replicaSync?.close();
    await leads?.close();
  };
  app.locals.publisher = publisher;
  return app;
}

const CLIENT_IP_HEADER = 'x-tablogs-client-ip';
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
