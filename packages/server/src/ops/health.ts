// GET /healthz: the load balancer's and the e2e server's readiness check; never cached. While the
// server drains (SIGTERM, ops/drain.ts) it answers 503, so a balancer still asking sends
// new requests elsewhere.
import type { RequestHandler } from 'express';
import { expectedUnavailable } from './logging.ts';

export function healthCheck(drain: { readonly draining: boolean }): RequestHandler {
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (drain.draining) {
      // The balancer's cue, not a fault: logged at info, and no 5xx alert counts it.
      expectedUnavailable(res);
      res.status(503).json({ status: 'draining' });
      return;
    }
    res.json({ status: 'ok' });
  };
}
