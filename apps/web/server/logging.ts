// The server's structured log (docs/decisions/0035-drain-logs-metrics-alerts.md): one JSON line
// per event on stdout, for whatever collects container logs. LOG_LEVEL picks the least severe
// level written (default info). In a terminal, with pino-pretty installed (a development
// dependency, absent from the production artifact), lines are printed readably instead.
// No personal data: a line names a lead by its id and form, never a field a visitor typed, and a
// request by its method and path, never its query, headers or body.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';
import { type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** LOG_LEVEL's problem, if any (server/config.ts reports it and stops the start). */
export function logLevelProblem(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  return (LOG_LEVELS as readonly string[]).includes(raw.trim())
    ? null
    : `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${raw}"`;
}

function prettyTransport() {
  if (!process.stdout.isTTY) return undefined;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } };
  } catch {
    return undefined;
  }
}

export function createLogger(env: Record<string, string | undefined>): Logger {
  const level = logLevelProblem(env.LOG_LEVEL) ? 'info' : env.LOG_LEVEL?.trim() || 'info';
  const transport = prettyTransport();
  return pino({
    level,
    base: { pid: process.pid },
    // Whatever an error carries into a line, these never get written.
    redact: {
      paths: ['email', 'phone', 'name', 'message', '*.email', '*.phone', 'headers', '*.headers'],
      censor: '[redacted]',
    },
    ...(transport ? { transport } : {}),
  });
}

/** The process's one logger. */
export const logger: Logger = createLogger(process.env);

/**
 * The label a request is counted and logged under: the route pattern, never the raw URL (which
 * would give every blog post and probe its own series).
 */
export function routePattern(req: IncomingMessage, res: ServerResponse): string {
  const express = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };
  const locals = (res as ServerResponse & { locals?: Record<string, unknown> }).locals ?? {};
  if (typeof locals.routePattern === 'string') return locals.routePattern;
  if (typeof express.route?.path === 'string')
    return `${express.baseUrl ?? ''}${express.route.path}`;
  if (locals.pageFile && res.statusCode < 400) return '(page)';
  const pathname = pathOf(req);
  if (pathname === '/healthz' || pathname === '/metrics') return pathname;
  if (pathname.startsWith('/assets/')) return '/assets/*';
  if (res.statusCode === 404) return '(not found)';
  if (res.statusCode >= 300 && res.statusCode < 400 && res.hasHeader('Location'))
    return '(redirect)';
  return '(file)';
}

/** The path without its query (which may carry personal data); Express's mounts rewrite `url`. */
function pathOf(req: IncomingMessage) {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  return url.split('?')[0] ?? '/';
}

/** A request id from a proxy in front (a sane one), else a new one; echoed as X-Request-Id. */
function requestId(req: IncomingMessage, res: ServerResponse) {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

function requestLine(req: IncomingMessage, res: ServerResponse, responseTime: number) {
  return {
    method: req.method,
    path: pathOf(req),
    route: routePattern(req, res),
    status: res.statusCode,
    durationMs: Math.round(responseTime * 10) / 10,
  };
}

/** One JSON line per finished request: reqId, method, path, route, status and duration. */
export function requestLogging(log: Logger = logger): RequestHandler {
  return pinoHttp({
    logger: log,
    genReqId: requestId,
    // The line carries the fields below and the reqId binding, never the request object (whose
    // query string and headers may hold personal data).
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customSuccessObject: (req, res, val) => requestLine(req, res, val.responseTime),
    customErrorObject: (req, res, error, val) => ({
      ...requestLine(req, res, val.responseTime),
      err: { type: error.name, message: error.message },
    }),
  }) as unknown as RequestHandler;
}
