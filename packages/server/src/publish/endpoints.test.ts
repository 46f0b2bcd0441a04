import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from '@contentful/node-apps-toolkit';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPublishConfig } from './config.ts';
import { publishEndpoints } from './endpoints.ts';

const SECRET = 'a'.repeat(32) + 'B'.repeat(32);
const PATH = '/api/content/publish';
const BODY = JSON.stringify({ sys: { id: 'entry-1', type: 'Entry' } });

const requested: string[] = [];
// Only what the endpoints call: a request and the status.
const publisher = {
  request: (reason: string) => requested.push(reason),
  status: () => ({ live: { fingerprint: 'abc', since: 'now' }, building: false, queued: false }),
} as unknown as Parameters<typeof publishEndpoints>[0]['publisher'];

let server: Server;
let origin = '';

beforeAll(async () => {
  const app = express();
  app.use(publishEndpoints({ publish: { secret: SECRET }, publisher, replicaSync: null }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(() => server.close());

/** Headers Contentful would send, signed with `secret` at `timestamp`. */
function signed(secret = SECRET, timestamp = Date.now(), body = BODY) {
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const signature = signRequest(secret, { method: 'POST', path: PATH, headers, body }, timestamp);
  return { ...headers, ...signature };
}

const post = (headers: Record<string, string>, body = BODY) =>
  fetch(origin + PATH, { method: 'POST', headers, body });

describe('publish webhook', () => {
  it('answers 202 at once to a correctly signed request and asks for one rebuild', async () => {
    const response = await post(signed());
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ status: 'accepted' });
    expect(requested).toEqual(['ContentManagement.Entry.publish']);
  });

  it('answers 401 and does nothing when unsigned, wrongly signed, tampered with or stale', async () => {
    requested.length = 0;
    const unsigned = await post({ 'content-type': 'application/json' });
    const wrongSecret = await post(signed('c'.repeat(64)));
    const tampered = await post(signed(), JSON.stringify({ sys: { id: 'other' } }));
    const stale = await post(signed(SECRET, Date.now() - 5 * 60_000));
    expect([unsigned, wrongSecret, tampered, stale].map((r) => r.status)).toEqual([
      401, 401, 401, 401,
    ]);
    expect(requested).toEqual([]);
  });

  it('shows the status only with the secret as a bearer token', async () => {
    expect((await fetch(`${origin}/api/content/status`)).status).toBe(401);
    const wrong = await fetch(`${origin}/api/content/status`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${origin}/api/content/status`, {
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ live: { fingerprint: 'abc' } });
  });

  it('reads the secret from the environment, refusing one Contentful would not generate', () => {
    const problems: string[] = [];
    expect(readPublishConfig({}, problems)).toBeNull();
    expect(readPublishConfig({ CONTENTFUL_WEBHOOK_SECRET: SECRET }, problems)).toEqual({
      secret: SECRET,
    });
    expect(problems).toEqual([]);
    readPublishConfig({ CONTENTFUL_WEBHOOK_SECRET: 'short' }, problems);
    expect(problems).toHaveLength(1);
  });
});
