// The production server: prerendered pages (through a bounded cache) and hashed assets, answered
// without Express when held in memory (direct-files.ts); through Express, the form API on its own
// lead store, the region API through React Router's request handler, permanent redirects and a
// real 404. Each job is its own module; this file is their order.
import type { RequestListener } from 'node:http';
import express from 'express';
import type { ServerConfig } from './config.ts';
import { directFiles } from './files/direct-files.ts';
import { cachedPages, staticFiles } from './files/site-files.ts';
import { apiRoutes } from './forms/api-routes.ts';
import { startFormApi } from './forms/form-api.ts';
import { outboxObservers } from './forms/lead-events.ts';
import {
  badRequest,
  internalError,
  methodNotAllowed,
  notFound,
  REFUSED_METHODS,
} from './http/fallback-handlers.ts';
import { redirectOldPaths } from './http/redirects.ts';
import { badHostOf, noteArrival, type TrustProxy } from './http/request-arrival.ts';
import { siteAndSecurityHeaders } from './http/request-headers.ts';
import { createAlerts } from './ops/alerts.ts';
import { createDrain } from './ops/drain.ts';
import { healthCheck } from './ops/health.ts';
import { logger, requestLogging } from './ops/logging.ts';
import { metricsEndpoint, readOutboxFrom, timeRequest } from './ops/metrics.ts';
import { previewEndpoints, previewPages } from './preview/preview.ts';
import { publishEndpoints } from './publish/endpoints.ts';
import { createPublisher } from './publish/publisher.ts';
import { startReplicaSync } from './publish/replica-sync.ts';
import { onRequestPages } from './site/on-request-pages.ts';
import { loadSite } from './site/site.ts';

export type SiteServer = {
  /** The http server's request listener. */
  handleRequest: RequestListener;
  publisher: ReturnType<typeof createPublisher>;
  drain: ReturnType<typeof createDrain>;
  /** Stops the CRM outbox and replica sync and closes the databases (start.ts, on shutdown). */
  closeConnections(): Promise<void>;
};

export async function createSiteServer(config: ServerConfig): Promise<SiteServer> {
  // The build being served. Publishing (publish/) replaces it with a newer build; each
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
  const trustProxy: TrustProxy = app.get('trust proxy fn');

  app.use(siteAndSecurityHeaders({ publisher, noindex: config.noindex, trustProxy }));
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
        currentClientDir: () => publisher.current().clientDir,
      }),
    );
  }
  // Pages rendered from their query, never prerendered (decision 0056): /pricing/quote.
  app.use(onRequestPages(config.thirdParty));
  app.use(cachedPages);
  // Publishing: the signed webhook and its status (CONTENTFUL_WEBHOOK_SECRET).
  if (config.publish) {
    app.use(publishEndpoints({ publish: config.publish, publisher, replicaSync }));
  }
  app.use(staticFiles);
  app.use('/api', apiRoutes(formApi));
  app.use(notFound);
  app.use(internalError);

  const answerDirectly = directFiles({
    publisher,
    noindex: config.noindex,
    trustProxy,
    previewing: Boolean(config.preview),
  });
  const logRequest = requestLogging();
  // Every request is tracked for the drain, logged and timed; then a held page or a hashed asset
  // is answered without Express (direct-files.ts, decision 0044), and anything else through it.
  const handleRequest: RequestListener = (req, res) => {
    // What the request needs from its connection, before anything can destroy it (decision 0047).
    noteArrival(req);
    drain.track(req, res);
    logRequest(req, res);
    timeRequest(req, res);
    // A Host that is not a host is refused before any handler builds a URL from it (RFC 9110).
    if (badHostOf(req) !== undefined) return badRequest(res, 'invalid Host header');
    if (REFUSED_METHODS.has(req.method ?? '')) return methodNotAllowed(res);
    const throughExpress = () => app(req, res);
    try {
      if (answerDirectly(req, res, throughExpress)) return;
    } catch (error) {
      // Never a crash: Express answers the request instead, unless an answer had begun.
      logger.error(
        { event: 'request_failed', reqId: req.id, err: error },
        'answering a file directly failed',
      );
      if (res.headersSent) return void res.destroy();
    }
    throughExpress();
  };

  return {
    handleRequest,
    publisher,
    drain,
    async closeConnections() {
      await replicaSync?.close();
      await formApi.close();
    },
  };
}
