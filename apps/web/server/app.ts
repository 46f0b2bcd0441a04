// The production server: prerendered pages (through a bounded cache) and hashed assets from disk,
// the form API on its own lead store, the region API through React Router's request handler,
// permanent redirects and a real 404. Each job is its own module; this file is their order.
import express, { type Express } from 'express';
import { createAlerts } from './alerts.ts';
import { apiRoutes } from './api-routes.ts';
import type { ServerConfig } from './config.ts';
import { createDrain } from './drain.ts';
import { internalError, notFound } from './fallback-handlers.ts';
import { startFormApi } from './form-api.ts';
import { healthCheck } from './health.ts';
import { outboxObservers } from './lead-events.ts';
import { requestLogging } from './logging.ts';
import { metricsEndpoint, readOutboxFrom, requestMetrics } from './metrics.ts';
import { previewEndpoints, previewPages } from './preview.ts';
import { publishEndpoints } from './publish/endpoints.ts';
import { createPublisher } from './publish/publisher.ts';
import { startReplicaSync } from './publish/replica-sync.ts';
import { redirectOldPaths } from './redirects.ts';
import { siteAndSecurityHeaders } from './request-headers.ts';
import { loadSite } from './site.ts';
import { cachedPages, staticFiles } from './site-files.ts';

export async function createServerApp(config: ServerConfig): Promise<Express> {
  // The build being served. Publishing (server/publish/) replaces it with a newer build; each
  // request takes the current one once, at its start, and uses only that one.
  const alerts = createAlerts(config.alertWebhookUrl);
  const publisher = createPublisher({
    config,
    site: await loadSite(config.buildDir, config.thirdParty, {
      pageCacheBytes: config.pageCacheBytes,
    }),
    alerts,
  });
  const formApi = await startFormApi(
    config.leads,
    { siteOrigin: config.siteOrigin, thirdParty: config.thirdParty },
    outboxObservers(alerts),
  );
  readOutboxFrom(formApi.stats);
  // SIGTERM (start.ts) drains through this: readiness 503 and `Connection: close` from then on.
  const drain = createDrain();
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

  app.use(drain.tracker);
  app.use(requestLogging());
  app.use(requestMetrics);
  app.use(siteAndSecurityHeaders({ publisher, noindex: config.noindex }));
  app.get('/healthz', healthCheck(drain));
  // Prometheus (METRICS_TOKEN): absent without a token, so a probe of it is a plain 404.
  if (config.metricsToken) app.get('/metrics', metricsEndpoint(config.metricsToken));
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
  app.use('/api', apiRoutes(formApi));
  app.use(notFound);
  app.use(internalError);

  // start.ts calls this on shutdown: stops the CRM outbox and closes the databases.
  app.locals.closeConnections = async () => {
    await replicaSync?.close();
    await formApi.close();
  };
  app.locals.publisher = publisher;
  app.locals.drain = drain;
  return app;
}
