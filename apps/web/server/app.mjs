// The production server: prerendered pages and hashed assets from disk, the form/region API
// through React Router's request handler, permanent redirects and a real 404. Each job is its own
// module; this file is their order.
import express from 'express';
import { apiRoutes } from './api-routes.mjs';
import { internalError, notFound } from './fallback-handlers.mjs';
import { healthCheck } from './health.mjs';
import { startLeads } from './leads-runtime.mjs';
import { previewEndpoints, previewPages } from './preview.mjs';
import { publishEndpoints } from './publish/endpoints.mjs';
import { createPublisher } from './publish/publisher.mjs';
import { startReplicaSync } from './publish/replica-sync.mjs';
import { redirectOldPaths } from './redirects.mjs';
import { siteAndSecurityHeaders } from './request-headers.mjs';
import { loadSite } from './site.mjs';
import { cachedPages, staticFiles } from './site-files.mjs';

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
  const leads = await startLeads(config.leads);
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

  app.use(siteAndSecurityHeaders({ publisher, noindex: config.noindex }));
  app.get('/healthz', healthCheck);
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
  app.use(cachedPages);
  // Publishing: the signed webhook and its status (CONTENTFUL_WEBHOOK_SECRET).
  if (config.publish) {
    app.use(publishEndpoints({ publish: config.publish, publisher, replicaSync }));
  }
  app.use(staticFiles);
  app.use('/api', ...apiRoutes());
  app.use(notFound);
  app.use(internalError);

  // start.mjs calls this on shutdown: stops the CRM outbox and closes the databases.
  app.locals.closeConnections = async () => {
    await replicaSync?.close();
    await leads?.close();
  };
  app.locals.publisher = publisher;
  return app;
}
