// The last handlers: a real 404 (the site's page for a browser, JSON for anything else) and a
// JSON 500 for an error no route handled.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from './logging.ts';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.ts';

export const notFound: RequestHandler = (req, res) => {
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
};

export const internalError: ErrorRequestHandler = (error, req, res, _next) => {
  logger.error(
    { reqId: req.id, path: req.path, err: { type: error?.name, message: error?.message } },
    'unhandled request error',
  );
  if (res.headersSent) return;
  res.status(500).json({ error: 'internal' });
};
