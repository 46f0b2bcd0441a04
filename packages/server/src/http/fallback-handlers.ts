// The last handlers: a real 404 (the site's page for a browser, JSON for anything else) and a
// JSON 500 for an error no route handled; and the 400 for a request no handler may see.
import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from '../ops/logging.ts';
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

/**
 * An error no route handled answers its own request and goes no further (decision 0047): a 500
 * while nothing is sent yet, else the connection is dropped (a half-sent answer cannot be mended).
 * A client's own fault reaching here (a body parser's 4xx) keeps its status.
 */
export const internalError: ErrorRequestHandler = (error, req, res, _next) => {
  const status = clientErrorStatus(error);
  if (status === undefined) {
    logger.error(
      {
        event: 'request_failed',
        reqId: req.id,
        path: req.path,
        err: { type: error?.name, message: error?.message },
      },
      'unhandled request error',
    );
  }
  if (res.headersSent || res.destroyed) return void res.destroy();
  res.setHeader('Cache-Control', 'no-store');
  if (status !== undefined) return void res.status(status).json({ error: 'bad_request' });
  res.status(500).json({ error: 'internal' });
};

/** The 4xx an error carries (http-errors' `status`/`expose`), if it is the client's. */
function clientErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * Methods no handler takes: the Fetch API (which the form API and React Router build requests
 * with) refuses them, and TRACE echoes what a client sent. Answered 405 before Express runs.
 */
export const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

export function methodNotAllowed(res: ServerResponse) {
  res.setHeader('Allow', 'GET, HEAD, POST');
  refuse(res, 405, 'method not allowed');
}

/** 400 for a request no handler may see (app.ts: an invalid Host), before Express runs. */
export function badRequest(res: ServerResponse, reason: string) {
  refuse(res, 400, reason);
}

function refuse(res: ServerResponse, status: number, reason: string) {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // The connection may have framed the request oddly too: it ends with this answer.
  res.setHeader('Connection', 'close');
  res.end(JSON.stringify({ error: status === 400 ? 'bad_request' : 'method_not_allowed', reason }));
}
