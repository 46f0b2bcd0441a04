// Prometheus metrics at /metrics (docs/decisions/0035-drain-logs-metrics-alerts.md), each process
// its own: two replicas are two scrape targets. Served only with METRICS_TOKEN set, and only to
// `Authorization: Bearer $METRICS_TOKEN`; without the variable the path is a plain 404.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LeadStats } from '@tablogs/leads/server';
import type { RequestHandler } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { responseCompleted, routePattern } from './logging.ts';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const leadsStored = new Counter({
  name: 'tablogs_leads_stored_total',
  help: 'Leads stored (answered 201), by form.',
  labelNames: ['form'] as const,
  registers: [registry],
});

export const outboxDelivered = new Counter({
  name: 'tablogs_outbox_delivered_total',
  help: 'Lead deliveries the CRM or form handler accepted, by target.',
  labelNames: ['target'] as const,
  registers: [registry],
});

export const outboxGaveUp = new Counter({
  name: 'tablogs_outbox_gave_up_total',
  help: 'Lead deliveries given up (refused for good or out of attempts), by target.',
  labelNames: ['target'] as const,
  registers: [registry],
});

export const publishDuration = new Histogram({
  name: 'tablogs_publish_duration_seconds',
  help: 'Time to render and switch to a published build, by outcome.',
  labelNames: ['outcome'] as const,
  buckets: [1, 2, 5, 10, 20, 30, 60, 120, 300],
  registers: [registry],
});

export const publishFailures = new Counter({
  name: 'tablogs_publish_failures_total',
  help: 'Publishes whose render failed (the previous build stayed live).',
  registers: [registry],
});

export const publishLastSuccess = new Gauge({
  name: 'tablogs_publish_last_success_timestamp_seconds',
  help: 'When the last publish went live (Unix time); 0 until one has.',
  registers: [registry],
});

/** The lead store's figures, read at each scrape (set once the store is open). */
let leadStats: (() => Promise<LeadStats>) | null = null;
export function readOutboxFrom(stats: () => Promise<LeadStats>) {
  leadStats = stats;
}

new Gauge({
  name: 'tablogs_outbox_pending',
  help: 'Lead deliveries waiting for an attempt, all targets (the store is shared by replicas).',
  registers: [registry],
  async collect() {
    const stats = await leadStats?.().catch(() => null);
    if (!stats) return;
    const pending = Object.values(stats.deliveries).reduce(
      (sum, states) => sum + (states.pending ?? 0),
      0,
    );
    this.set(pending);
  },
});

new Gauge({
  name: 'tablogs_outbox_oldest_pending_age_seconds',
  help: 'Age of the oldest lead with a delivery still pending; 0 when none is.',
  registers: [registry],
  async collect() {
    const stats = await leadStats?.().catch(() => null);
    if (!stats) return;
    const oldest = stats.oldestPendingAt ? Date.parse(stats.oldestPendingAt) : null;
    this.set(oldest === null ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
  },
});

/**
 * Times a request into http_request_duration_seconds (called first for every request): every
 * complete answer, whether or not Node's last write callback beat the client's hang-up.
 */
export function timeRequest(req: IncomingMessage, res: ServerResponse) {
  const started = performance.now();
  res.once('close', () => {
    if (!responseCompleted(req, res)) return;
    requestDuration.observe(
      { method: req.method, route: routePattern(req, res), status: String(res.statusCode) },
      (performance.now() - started) / 1000,
    );
  });
}

/** GET /metrics, for `Authorization: Bearer <token>` only. */
export function metricsEndpoint(token: string): RequestHandler {
  const expected = createHash('sha256').update(token).digest();
  return async (req, res, next) => {
    try {
      res.setHeader('Cache-Control', 'no-store');
      const header = req.get('authorization') ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      const matches = timingSafeEqual(createHash('sha256').update(given).digest(), expected);
      if (!given || !matches) {
        res.setHeader('WWW-Authenticate', 'Bearer');
        res.status(401).json({ error: 'unauthorized' });
        return;
      }
      res.setHeader('Content-Type', registry.contentType);
      res.end(await registry.metrics());
    } catch (error) {
      next(error);
    }
  };
}
