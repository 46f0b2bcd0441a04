import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHttps, type TrustProxy } from './request-arrival.ts';

// Pages answered without Express (direct-files.ts) decide on HSTS with isHttps; Express's
// `req.secure` decides for everything else. Both must agree for every TRUST_PROXY setting and
// every X-Forwarded-Proto a client or proxy may send.
describe('isHttps', () => {
  const servers: Server[] = [];
  const origins = new Map<boolean, string>();

  beforeAll(async () => {
    for (const trust of [false, true]) {
      const app = express();
      app.set('trust proxy', trust);
      const trustProxy: TrustProxy = app.get('trust proxy fn');
      app.get('/', (req, res) => {
        res.json({ express: req.secure, ours: isHttps(req, trustProxy) });
      });
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
      origins.set(trust, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });

  afterAll(() => Promise.all(servers.map((server) => new Promise((ok) => server.close(ok)))));

  const forwarded = [
    undefined,
    'https',
    'http',
    'https, http',
    'http, https',
    ' https ',
    'HTTPS',
    '',
  ];
  for (const trust of [false, true]) {
    for (const proto of forwarded) {
      it(`agrees with req.secure: trust proxy ${trust}, X-Forwarded-Proto ${JSON.stringify(proto)}`, async () => {
        const headers: Record<string, string> =
          proto === undefined ? {} : { 'x-forwarded-proto': proto };
        const answer = await (await fetch(`${origins.get(trust)}/`, { headers })).json();
        expect(answer.ours).toBe(answer.express);
        // Without a trusted proxy, a plain connection is never taken for HTTPS.
        if (!trust) expect(answer.ours).toBe(false);
      });
    }
  }
});
