import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateSubmission } from '../forms/validate';
import { openLeadStore } from '../store/open-store';
import type { LeadStore } from '../store/types';
import { temporaryDataDir } from '../testing/databases';
import { retryDelay } from './backoff';
import { deliveryTargets, type ForwardingConfig } from './destinations';
import { createOutbox } from './outbox';

interface Received {
  url: string;
  body: unknown;
}

/** A stand-in for HubSpot: answers from a script of behaviours, then 200. */
function startStandIn(script: ('503' | 'hang' | '400')[]) {
  const received: Received[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    received.push({ url: req.url ?? '', body: JSON.parse(text) });
    const behaviour = script.shift();
    if (behaviour === 'hang') return; // never answers: the outbox's timeout must cut it off
    if (behaviour === '503') return void res.writeHead(503).end('{"status":"error"}');
    if (behaviour === '400') return void res.writeHead(400).end('{"errors":["INVALID_HUTK"]}');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"inlineMessage":"Thanks"}');
  });
  return new Promise<{ base: string; received: Received[]; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        received,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 8_000) {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() - start > timeoutMs)
      throw new Error(`Timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function contact(extra: Record<string, unknown> = {}) {
  const result = validateSubmission('contact', {
    name: 'Ada Lovelace',
    company: 'Soils',
    email: 'ada@soils.com',
    phone: '07 3000 1234',
    message: 'Call me',
    page_url: 'https://tablogs.com/contact-us',
    consent: true,
    ...extra,
  });
  if (!result.ok) throw new Error('fixture is invalid');
  return result.value;
}

// The timeout leaves room for a loaded CI machine; the 'hang' answer still exceeds it.
const fast = {
  baseDelayMs: 20,
  maxDelayMs: 100,
  requestTimeoutMs: 1500,
  pollMs: 50,
  log: () => {},
};

describe('outbox', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  let store: LeadStore;
  beforeEach(async () => {
    data = temporaryDataDir();
    store = await openLeadStore({ dataDir: data.dir });
  });
  afterEach(async () => {
    await store.close();
    data.remove();
  });

  it('retries through 503s and a timeout, then marks the lead delivered on the 2xx', async () => {
    const hubspot = await startStandIn(['503', 'hang', '503']);
    const handler = await startStandIn([]);
    const config: ForwardingConfig = {
      hubspot: { portalId: '123', formGuids: { contact: 'guid-c' }, apiBase: hubspot.base },
      formHandlerUrl: `${handler.base}/forms/contact`,
    };
    const { id } = await store.insert(
      contact(),
      {
        receivedAt: new Date(),
        userAgent: null,
        hutk: 'a'.repeat(32),
        idempotencyKey: null,
        referer: null,
      },
      deliveryTargets('contact', config),
    );
    const outbox = createOutbox(store, config, fast);
    outbox.start();
    try {
      const lead = await until(
        () => store.get(id),
        (row) => row?.deliveries.every((d) => d.state === 'delivered') ?? false,
      );
      // Every attempt is counted; the stand-ins saw exactly as many requests.
      expect(lead?.deliveries).toMatchObject([
        { target: 'form_handler', attempts: handler.received.length },
        { target: 'hubspot', attempts: hubspot.received.length },
      ]);
    } finally {
      await outbox.stop();
      await hubspot.close();
      await handler.close();
    }
    // 503, a hang past the timeout, 503, then the 2xx: at least four requests.
    expect(hubspot.received.length).toBeGreaterThanOrEqual(4);
    expect(hubspot.received[0]?.url).toBe('/submissions/v3/integration/submit/123/guid-c');
    expect(hubspot.received.at(-1)?.body).toMatchObject({
      fields: expect.arrayContaining([
        { name: 'firstname', value: 'Ada' },
        { name: 'lastname', value: 'Lovelace' },
        { name: 'email', value: 'ada@soils.com' },
        { name: 'message', value: 'Call me' },
      ]),
      context: {
        hutk: 'a'.repeat(32),
        pageUri: 'https://tablogs.com/contact-us',
        pageName: '/contact-us',
      },
      legalConsentOptions: { consent: { consentToProcess: true } },
    });
    expect(handler.received[0]?.body).toEqual({
      name: 'Ada Lovelace',
      company: 'Soils',
      email: 'ada@soils.com',
      phone: '07 3000 1234',
      message: 'Call me',
    });
  });

  it('fails a delivery HubSpot refuses with a 4xx, and leaves out a missing hutk', async () => {
    const hubspot = await startStandIn(['400']);
    const config: ForwardingConfig = {
      hubspot: { portalId: '1', formGuids: { contact: 'g' }, apiBase: hubspot.base },
      formHandlerUrl: null,
    };
    const context = {
      receivedAt: new Date(),
      userAgent: null,
      hutk: null,
      idempotencyKey: null,
      referer: null,
    };
    const { id } = await store.insert(contact(), context, deliveryTargets('contact', config));
    const gaveUp: unknown[] = [];
    const delivered: unknown[] = [];
    const outbox = createOutbox(store, config, {
      ...fast,
      onGaveUp: (event) => gaveUp.push(event),
      onDelivered: (event) => delivered.push(event),
    });
    expect(await outbox.runOnce()).toBe(1);
    await hubspot.close();
    // The server hears of it (log, metric, alert) by lead id and target only.
    expect(gaveUp).toEqual([
      {
        leadId: id,
        target: 'hubspot',
        attempts: 1,
        durationMs: expect.any(Number),
        error: expect.stringContaining('HTTP 400'),
      },
    ]);
    expect(delivered).toEqual([]);
    const lead = await store.get(id);
    expect(lead?.deliveries).toMatchObject([
      { target: 'form_handler', state: 'not_configured' },
      { target: 'hubspot', state: 'failed', lastError: expect.stringContaining('INVALID_HUTK') },
    ]);
    expect(hubspot.received[0]?.body).toHaveProperty('context', {
      pageUri: 'https://tablogs.com/contact-us',
      pageName: '/contact-us',
    });
  });

  it('picks up pending rows after a restart and never forwards spam', async () => {
    const hubspot = await startStandIn([]);
    const config: ForwardingConfig = {
      hubspot: { portalId: '1', formGuids: { contact: 'g' }, apiBase: hubspot.base },
      formHandlerUrl: null,
    };
    const context = {
      receivedAt: new Date(),
      userAgent: null,
      hutk: null,
      idempotencyKey: null,
      referer: null,
    };
    const real = await store.insert(contact(), context, deliveryTargets('contact', config));
    const spam = await store.insert(
      contact({ website: 'buy now' }),
      context,
      deliveryTargets('contact', config),
    );
    // "Restart": close the store with the row pending, reopen the same file.
    await store.close();
    store = await openLeadStore({ dataDir: data.dir });
    const outbox = createOutbox(store, config, fast);
    outbox.start();
    try {
      await until(
        () => store.get(real.id),
        (row) => row?.deliveries.find((d) => d.target === 'hubspot')?.state === 'delivered',
      );
    } finally {
      await outbox.stop();
      await hubspot.close();
    }
    expect(hubspot.received).toHaveLength(1);
    expect((await store.get(spam.id))?.deliveries.map((d) => d.state)).toEqual([
      'skipped',
      'skipped',
    ]);
  });
});

describe('retryDelay', () => {
  it('doubles from the base, caps, and jitters within the upper half', () => {
    const options = { baseDelayMs: 1_000, maxDelayMs: 60_000 };
    expect(retryDelay(1, options, () => 0)).toBe(500);
    expect(retryDelay(1, options, () => 1)).toBe(1_000);
    expect(retryDelay(4, options, () => 1)).toBe(8_000);
    expect(retryDelay(30, options, () => 1)).toBe(60_000);
    expect(retryDelay(30, options, () => 0)).toBe(30_000);
  });
});
