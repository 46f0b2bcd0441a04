// The publish webhook and its status. Contentful signs each webhook request with the space's
// signing secret (webhook settings → "Request verification"); the toolkit's verifyRequest checks
// the signature over method, path, the signed headers and the body, and rejects a timestamp older
// than WEBHOOK_TTL_SECONDS (a replay).
import { verifyRequest } from '@contentful/node-apps-toolkit';
import express, { type Request } from 'express';
import { logger } from '../ops/logging.ts';
import { secretMatches } from '../preview/preview-session.ts';
import type { PublishConfig } from './config.ts';
import type { createPublisher } from './publisher.ts';
import type { ReplicaSync } from './replica-sync.ts';

const WEBHOOK_TTL_SECONDS = 60;
/**
 * `POST /api/content/publish` (signed webhook → 202, render in the background) and
 * `GET /api/content/status` (Authorization: Bearer <the same secret>).
 * @param options `replicaSync`: with PostgreSQL, a publish reaches every replica through it
 */
export function publishEndpoints({
  publish,
  publisher,
  replicaSync,
}: {
  publish: PublishConfig;
  publisher: ReturnType<typeof createPublisher>;
  replicaSync: ReplicaSync | null;
}) {
  const router = express.Router();
  router.post(
    '/api/content/publish',
    express.raw({ type: () => true, limit: '1mb' }),
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      if (!isSigned(req, publish.secret)) {
        res.status(401).json({ error: 'invalid_signature' });
        return;
      }
      const topic = String(req.headers['x-contentful-topic'] ?? 'publish');
      if (!replicaSync) {
        publisher.request(topic);
      } else {
        try {
          await replicaSync.announce(topic);
        } catch (error) {
          // This replica renders anyway; a 5xx makes Contentful send the webhook again, which
          // then reaches the other replicas too.
          logger.error(
            { event: 'publish_record_failed' },
            `publish: could not record the publish for other replicas: ${error}`,
          );
          res.status(503).json({ error: 'unavailable' });
          return;
        }
      }
      res.status(202).json({ status: 'accepted', ...publisher.status() });
    },
  );
  router.get('/api/content/status', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!bearerMatches(req.headers.authorization, publish.secret)) {
      res.status(401).json({ error: 'unauthorized' });
      return;
    }
    try {
      const replicas = replicaSync ? await replicaSync.replicas() : undefined;
      res.json({ ...publisher.status(), ...(replicas ? { replicas } : {}) });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

function isSigned(req: Request, secret: string) {
  if (!req.headers['x-contentful-signature']) return false;
  const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    return verifyRequest(
      secret,
      { method: 'POST', path: req.originalUrl, headers, body },
      WEBHOOK_TTL_SECONDS,
    );
  } catch {
    // Malformed signature headers, or a timestamp older than the TTL.
    return false;
  }
}

function bearerMatches(header: string | undefined, secret: string) {
  return secretMatches(/^Bearer (.+)$/.exec(header ?? '')?.[1], secret);
}
