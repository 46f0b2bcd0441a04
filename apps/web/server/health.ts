// GET /healthz: the load balancer's and the e2e server's readiness check; never cached.
import type { Request, Response } from 'express';

export function healthCheck(_req: Request, res: Response) {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ status: 'ok' });
}
