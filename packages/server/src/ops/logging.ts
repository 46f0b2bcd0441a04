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
import { arrivalOf } from '../http/request-arrival.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** LOG_LEVEL's problem, if any (config.ts reports it and stops the start). */
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

/**
 * The path alone (Express's mounts rewrite `url`): never the query, a fragment, or the host and
 * userinfo of an absolute-form target (`GET http://user:pass@host/x`), which may carry personal data.
 */
export function pathOf(req: IncomingMessage) {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
  if (!url.startsWith('/')) return URL.canParse(url) ? new URL(url).pathname : '(target)';
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
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
 * Whether the whole answer left the server: `finish` came; or `end()` was called and nothing is
 * left in the connection's buffer; or, for a body of known length, the connection carried the
 * head and every byte of it. A client that reads a file to its end and hangs up at once closes
 * the connection before the file's reader has seen its end (so before `end()`): that answer is
 * complete, not aborted (38 of 200 sitemap answers from disk were logged aborted, never timed).
 */
export function responseCompleted(req: IncomingMessage, res: ServerResponse) {
  if (res.writableFinished) return true;
  const { socket, bytesWrittenBefore } = arrivalOf(req);
  if (!socket) return false;
  const pending = socket.writableLength;
  if (res.writableEnded && pending === 0) return true;
  const length = Number(res.getHeader('content-length'));
  // Node's own copy of the head it wrote; absent until the head is out.
  const head = (res as ServerResponse & { _header?: string | null })._header;
  if (!head || !Number.isInteger(length)) return false;
  const sent = socket.bytesWritten - bytesWrittenBefore - pending;
  return sent >= Buffer.byteLength(head, 'latin1') + length;
}

/** Marks a 5xx that is no server fault (readiness while draining): logged at info. */
export function expectedUnavailable(res: ServerResponse) {
  expected.add(res);
}
const expected = new WeakSet<ServerResponse>();

/** Whether an answer is the server's fault, the 5xx that alerts and the error level count. */
export function isServerFault(res: ServerResponse) {
  return res.statusCode >= 500 && !expected.has(res);
}

/**
 * One JSON line per request, written when its response is done: reqId, method, path, route,
 * status and duration (at `error` for a server fault; `request_aborted` when the client left
 * before the whole answer was out).
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
      const completed = responseCompleted(req, res);
      const line = {
        event: completed ? 'request' : 'request_aborted',
        reqId: req.id,
        method: req.method,
        path: pathOf(req),
        route: routePattern(req, res),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      if (!completed) lines.info(line, 'request aborted');
      else if (isServerFault(res)) lines.error(line, 'request');
      else lines.info(line, 'request');
    });
  };
}
