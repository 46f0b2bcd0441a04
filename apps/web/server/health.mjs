// GET /healthz: the load balancer's and the e2e server's readiness check; never cached.

/**
 * @param {import('express').Request} _req
 * @param {import('express').Response} res
 */
export function healthCheck(_req, res) {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ status: 'ok' });
}
