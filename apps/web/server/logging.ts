// The server's structured log (docs/decisions/0035-drain-logs-metrics-alerts.md): one JSON line
// per event on stdout, for whatever collects container logs. LOG_LEVEL picks the least severe
// level written (default info). In a terminal, with pino-pretty installed (a development
// dependency, absent from the production artifact), lines are printed readably instead.
// No personal data: a line names a lead by its id and form, never a field a visitor typed, and a
// request by its method and path, never its query, headers or body.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { type Logger, pino } from 'pino';

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
export function pathOf(req: IncomingMessage) {
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

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id (requestLogging): logged on every line about it, echoed as X-Request-Id. */
    id?: string;
  }
}

/**
 * One JSON line per request, written when its response is done: reqId, method, path, route,
 * status and duration (at `error` for a 5xx; `request aborted` when the client left first).
 * Hand-written rather than pino-http, whose per-request child logger, request serializer and
 * redaction pass were a third of the server's CPU on a page hit (decision 0044).
 * The line's fields are all named below, none a visitor typed, so it skips redaction too.
 */
export function requestLogging(
  log: Logger = logger,
): (req: IncomingMessage, res: ServerResponse) => void {
  const lines = log.child({}, { redact: [] });
  return (req, res) => {
    const started = performance.now();
    req.id = requestId(req, res);
    // 'close' comes after 'finish', or alone when the connection ended first: one listener.
    res.once('close', () => {
      const line = {
        reqId: req.id,
        method: req.method,
        path: pathOf(req),
        route: routePattern(req, res),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      if (!res.writableFinished) lines.info(line, 'request aborted');
      else if (res.statusCode >= 500) lines.error(line, 'request');
      else lines.info(line, 'request');
    });
  };
}
