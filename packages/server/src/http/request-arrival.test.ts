import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, isValidHost, requestUrl, type TrustProxy } from './request-arrival.ts';

// The form API's rate limit counts clientAddress; it must name the client as Express's req.ip
// does for every trust setting, from the address captured at arrival (decision 0047).
describe('clientAddress', () => {
  const servers: Server[] = [];
  const origins = new Map<string, string>();
  const settings: Record<string, unknown> = { none: false, 'one hop': 1, loopback: 'loopback' };

  beforeAll(async () => {
    for (const [name, trust] of Object.entries(settings)) {
      const app = express();
      app.set('trust proxy', trust);
      const trustProxy: TrustProxy = app.get('trust proxy fn');
      app.get('/', (req, res) => {
        res.json({ express: req.ip, ours: clientAddress(req, trustProxy) });
      });
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
      origins.set(name, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((ok) => server.close(ok)))));

  const forwarded = [undefined, '203.0.113.9', 'spoofed, 203.0.113.9', 'garbage', '', '::1, ::1'];
  for (const name of Object.keys(settings)) {
    for (const xff of forwarded) {
      it(`agrees with req.ip: trust ${name}, X-Forwarded-For ${JSON.stringify(xff)}`, async () => {
        const headers: Record<string, string> = xff === undefined ? {} : { 'x-forwarded-for': xff };
        const answer = await (await fetch(`${origins.get(name)}/`, { headers })).json();
        expect(answer.ours).toBe(answer.express);
      });
    }
  }

  it('still names the client once the request is destroyed (req.socket is null then)', async () => {
    const app = express();
    app.set('trust proxy', false);
    const trustProxy: TrustProxy = app.get('trust proxy fn');
    let seen: { before?: string; after?: string; socketGone?: boolean } = {};
    app.post('/', async (req, res) => {
      seen.before = clientAddress(req, trustProxy);
      // What the form API's body reader does to an oversized body.
      await Readable.toWeb(req).getReader().cancel();
      seen.socketGone = req.socket === null;
      seen.after = clientAddress(req, trustProxy);
      res.end();
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'x' }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.close();
    expect(seen).toEqual({ before: '127.0.0.1', after: '127.0.0.1', socketGone: true });
    seen = {};
  });
});

describe('isValidHost', () => {
  it.each(['www.tablogs.com', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000'])(
    'takes %s',
    (host) => {
      expect(isValidHost(host)).toBe(true);
    },
  );
  it.each(['a b', '', 'x/y', 'u@h', 'h:99999', '[::1', 'a\\b', 'h?x', 'h#x'])(
    'refuses %j',
    (host) => {
      expect(isValidHost(host)).toBe(false);
    },
  );
});

describe('requestUrl', () => {
  const noTrust: TrustProxy = () => false;
  const at = (url: string) =>
    ({ url, headers: { host: 'www.tablogs.com' }, socket: null }) as unknown as IncomingMessage;
  it.each([
    ['/api/internal/contact?x=1', 'http://www.tablogs.com/api/internal/contact?x=1'],
    ['//evil.example/api', 'http://www.tablogs.com//evil.example/api'],
    ['http://evil.example/about?q=1', 'http://www.tablogs.com/about?q=1'],
    ['*', 'http://www.tablogs.com/'],
  ])('keeps %s on the request’s own origin', (target, expected) => {
    expect(requestUrl(at(target), noTrust).href).toBe(expected);
  });
});
