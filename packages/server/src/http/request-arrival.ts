// What a request's handling needs from its connection, captured once when it arrives
// (docs/decisions/0047-no-request-stops-the-server.md). Node sets `req.socket` to null when the
// request is destroyed (the form API's body reader does it to an oversized body), and Express's
// `req.ip`, `req.protocol` and `req.secure` then throw: a 1 MB chunked post once killed the
// process that way. Code after the arrival reads these, never `req.socket`.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

export type Arrival = {
  /** The connection, null only if it had already gone when the request was dispatched. */
  socket: Socket | null;
  remoteAddress: string | undefined;
  encrypted: boolean;
  /** The connection's bytes written before this request (keep-alive): what its answer adds. */
  bytesWrittenBefore: number;
};

const arrivals = new WeakMap<IncomingMessage, Arrival>();

/** Called first for every request (app.ts). */
export function noteArrival(req: IncomingMessage): Arrival {
  const socket = req.socket ?? null;
  const arrival = {
    socket,
    remoteAddress: socket?.remoteAddress,
    encrypted: Boolean((socket as TLSSocket | null)?.encrypted),
    bytesWrittenBefore: socket?.bytesWritten ?? 0,
  };
  arrivals.set(req, arrival);
  return arrival;
}

export function arrivalOf(req: IncomingMessage): Arrival {
  return arrivals.get(req) ?? noteArrival(req);
}

/**
 * Whether the visitor's request came over HTTPS: Express's `req.secure` rule. Behind a
 * TLS-terminating proxy that TRUST_PROXY trusts, the proxy's X-Forwarded-Proto counts.
 */
export function isHttps(req: IncomingMessage, trustProxy: TrustProxy): boolean {
  const { encrypted, remoteAddress } = arrivalOf(req);
  if (!trustProxy(remoteAddress, 0)) return encrypted;
  const header = req.headers['x-forwarded-proto'];
  const forwarded = (Array.isArray(header) ? header.join(',') : header) || '';
  const first = forwarded.split(',')[0]?.trim();
  return first ? first === 'https' : encrypted;
}

/** The client's address as Express's `req.ip` names it (trusted proxies' X-Forwarded-For). */
export function clientAddress(req: IncomingMessage, trustProxy: TrustProxy): string {
  const { remoteAddress } = arrivalOf(req);
  if (!remoteAddress) return 'unknown';
  // proxy-addr reads only the headers and the socket's address: it gets the captured one.
  const seen = { headers: req.headers, socket: { remoteAddress } } as unknown as IncomingMessage;
  return proxyAddr(seen, trustProxy) || 'unknown';
}

/**
 * Whether a Host (or X-Forwarded-Host) value is a host with an optional port and nothing else
 * (RFC 9110 §7.2): a request naming anything else is answered 400 before any handler runs, so
 * none of them builds a URL from it.
 */
export function isValidHost(value: string): boolean {
  // Nearly every request names the host the last one did: checked once (this is the hot path).
  if (value === lastValidHost) return true;
  if (value === '' || value.length > 255 || /[\s/\\?#@]/.test(value)) return false;
  if (!URL.canParse(`http://${value}`)) return false;
  const url = new URL(`http://${value}`);
  const valid = url.pathname === '/' && url.username === '' && url.password === '';
  if (valid) lastValidHost = value;
  return valid;
}
let lastValidHost = '';

/** The request's Host value, if it is not one a handler may build a URL from. */
export function badHostOf(req: IncomingMessage): string | undefined {
  for (const name of ['host', 'x-forwarded-host'] as const) {
    const value = req.headers[name];
    if (value === undefined) continue;
    // X-Forwarded-Host may list one per proxy; each must be a host.
    const hosts = name === 'host' ? [String(value)] : String(value).split(',');
    for (const host of hosts) if (!isValidHost(host.trim())) return String(value);
  }
  return undefined;
}

/** `http(s)://host` of the request as the visitor named it, for URLs built on the server. */
export function requestOrigin(req: IncomingMessage, trustProxy: TrustProxy): string {
  const host = req.headers.host;
  const protocol = isHttps(req, trustProxy) ? 'https' : 'http';
  return host && isValidHost(host) ? `${protocol}://${host}` : `${protocol}://localhost`;
}

/** The `trust proxy` setting of the Express app a request passes through (none: trust nothing). */
export function trustOf(req: IncomingMessage & { app?: { get(setting: string): unknown } }) {
  const trust = req.app?.get('trust proxy fn');
  return typeof trust === 'function' ? (trust as TrustProxy) : () => false;
}

/**
 * The request's URL on its own origin, for a Fetch API `Request` built on the server. Only the
 * target's path and query are kept: `//host/…` or an absolute-form target never names another
 * origin.
 */
export function requestUrl(
  req: IncomingMessage & { originalUrl?: string },
  trustProxy: TrustProxy,
): URL {
  let target = req.originalUrl ?? req.url ?? '/';
  if (!target.startsWith('/')) {
    const absolute = URL.canParse(target) ? new URL(target) : null;
    target = absolute ? `${absolute.pathname}${absolute.search}` : '/';
  }
  const url = new URL(requestOrigin(req, trustProxy));
  const query = target.indexOf('?');
  url.pathname = query === -1 ? target : target.slice(0, query);
  if (query !== -1) url.search = target.slice(query);
  return url;
}
