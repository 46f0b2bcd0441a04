// Graceful shutdown (docs/decisions/0035-drain-logs-metrics-alerts.md). On SIGTERM the server
// stops accepting connections, answers readiness with 503, tells every client `Connection:
// close` so each connection ends after its current request, lets the requests in flight finish,
// then closes the lead store and outbox and exits as soon as the last connection is gone. A hard
// cap still exits if a request never finishes.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { logger } from './logging.ts';

/** A connection that stays idle this long while draining is closed; a busy client sends sooner. */
const IDLE_GRACE_MS = 1_000;
const SWEEP_EVERY_MS = 100;
/**
 * How long a drain waits for requests in flight before closing their connections: every answer
 * takes well under a second, so what is left by then is a client trickling its body or not
 * reading; the process exits within 5 s of SIGTERM (decision 0047).
 */
export const DRAIN_CUT_OFF_MS = 3_000;

export type Drain = {
  readonly draining: boolean;
  /** Called first for every request: tracks its response so `Connection: close` can still be added. */
  track(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Starts draining `server`; resolves once every connection has ended. Connections still open
   * `cutOffMs` after the start (a body trickling in, a client that never reads) are destroyed.
   */
  start(server: Server, cutOffMs?: number): Promise<void>;
};

export function createDrain(): Drain {
  let draining = false;
  const unsent = new Set<ServerResponse>();
  return {
    get draining() {
      return draining;
    },
    track(_req, res) {
      if (draining) {
        res.setHeader('Connection', 'close');
      } else {
        unsent.add(res);
        // 'close' follows 'finish', or comes alone when the connection ends first.
        res.once('close', () => unsent.delete(res));
      }
    },
    start(server, cutOffMs = DRAIN_CUT_OFF_MS) {
      draining = true;
      // Responses whose headers are not out yet still can say it: their connection then ends.
      for (const res of unsent) if (!res.headersSent) res.setHeader('Connection', 'close');
      unsent.clear();
      return new Promise((resolve) => {
        const sweep = setInterval(() => {
          const now = Date.now();
          for (const socket of connectionsOf(server)) {
            // An idle keep-alive connection gets no response to carry `Connection: close`.
            const seen = lastActive(socket);
            if (busy(socket) || now - seen < IDLE_GRACE_MS) continue;
            // Closed after this turn's I/O, not now: a starved event loop runs its timers before
            // reading sockets, so a request that arrived meanwhile is read (and marks the socket
            // active) first. Ending the socket under it was a reset the client saw.
            setImmediate(() => {
              if (!busy(socket) && lastActive(socket) === seen) socket.end();
            });
          }
        }, SWEEP_EVERY_MS);
        // net's close, not http's: http's also drops idle keep-alive connections at once, which
        // resets a request a client is sending on one at that moment. The callback runs when the
        // last connection has closed.
        const cutOff = setTimeout(() => {
          const left = [...connectionsOf(server)];
          logger.warn(
            { event: 'drain_cut_off', connections: left.length, afterMs: cutOffMs },
            'drain: connections still open were closed',
          );
          for (const socket of left) socket.destroy();
        }, cutOffMs);
        cutOff.unref();
        NetServer.prototype.close.call(server, () => {
          clearInterval(sweep);
          clearTimeout(cutOff);
          resolve();
        });
      });
    },
  };
}

const sockets = new WeakMap<Server, Set<Socket>>();
/**
 * When each connection last started or finished a response. Idleness is timed from these events,
 * not sampled by the sweep: a busy client between two requests looks idle at every sample, and
 * was cut off (reset) while sending its next one.
 */
const activity = new WeakMap<Socket, number>();
const markActive = (socket: Socket) => activity.set(socket, Date.now());
const lastActive = (socket: Socket) => activity.get(socket) ?? 0;

/** Remembers the server's connections and when each was last used (call before it listens). */
export function trackConnections(server: Server) {
  const open = new Set<Socket>();
  sockets.set(server, open);
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    markActive(socket);
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (req, res) => {
    // The socket as the request arrived: `req.socket` is null once the request is destroyed
    // (an oversized body), and a listener reading it then took the process down (decision 0047).
    const socket = req.socket;
    if (!socket) return;
    markActive(socket);
    res.once('finish', () => markActive(socket));
  });
}

function connectionsOf(server: Server) {
  return sockets.get(server) ?? new Set<Socket>();
}

/** Whether a request is being answered on the socket (Node keeps the response on it). */
function busy(socket: Socket) {
  return Boolean((socket as Socket & { _httpMessage?: unknown })._httpMessage);
}

/**
 * Drains on SIGTERM/SIGINT, then runs `close` (lead store, outbox, replica sync) and exits.
 * @param hardCapMs the backstop: the process exits this long after the signal whatever runs (the
 *   cut-off has closed every connection a second before)
 */
export function drainOnSignals(
  server: Server,
  drain: Drain,
  close: () => Promise<void>,
  hardCapMs = 5_000,
) {
  const shutDown = async (signal: string) => {
    const started = Date.now();
    // The backstop first: nothing after it (a log line included) can keep the process alive.
    setTimeout(() => {
      try {
        logger.error(
          { event: 'drain_cap_reached', durationMs: Date.now() - started },
          'drain cap reached: exiting',
        );
      } finally {
        process.exit(1);
      }
    }, hardCapMs).unref();
    logger.info(
      { event: 'drain_started', signal },
      'drain started: no new connections, readiness 503',
    );
    await drain.start(server);
    try {
      await close();
    } catch (error) {
      logger.error({ event: 'drain_close_failed', err: error }, 'closing the lead store failed');
    }
    logger.info({ event: 'drained', durationMs: Date.now() - started }, 'drained: exiting');
    logger.flush?.();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutDown('SIGTERM'));
  process.once('SIGINT', () => void shutDown('SIGINT'));
}
