// How long the server waits for a client (docs/decisions/0047-no-request-stops-the-server.md).
// Node's defaults (headers 60 s, a whole request 300 s, checked every 30 s) let one client that
// trickles a small body hold a connection for five minutes, and a SIGTERM drain with it.
import type { ServerOptions } from 'node:http';

export const SERVER_TIMEOUTS = {
  /** The request line and headers must arrive within this (slowloris). */
  headersTimeout: 10_000,
  /**
   * The whole request, body included. The largest body taken (a form, 16 KiB) arrives in well
   * under a second on any link a visitor uses; a body still arriving after this is cut off (408).
   */
  requestTimeout: 20_000,
  /**
   * An idle keep-alive connection is closed after this. Longer than a load balancer's usual idle
   * timeout (60 s), so the balancer, not the server, closes an idle connection: a server closing
   * one as the balancer reuses it is a reset the visitor sees.
   */
  keepAliveTimeout: 65_000,
  /** How often Node checks the two request timeouts above (its default, 30 s, blurs them). */
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;
