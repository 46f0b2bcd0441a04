import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLeadStore } from '../store/open-store';
import type { LeadStore } from '../store/types';
import { createPostgresDatabase, postgresUrl, temporaryDataDir } from '../testing/databases';
import { CLIENT_IP, formRequest, TOKEN } from '../testing/requests';
import { handleSubmission, type SubmissionDeps } from './handle-submission';
import { createRateLimiter } from './rate-limit';

const quote = { first_name: 'Ada', email: 'ada@soils.com', company: 'Soils' };

function apiContract(name: string, open: () => Promise<LeadStore>, cleanUp: () => void) {
  describe(name, () => {
    let store: LeadStore;
    let deps: SubmissionDeps;
    beforeAll(async () => {
      store = await open();
      deps = {
        store: async () => store,
        forwarding: { hubspot: null, formHandlerUrl: null },
        rateLimiter: createRateLimiter(1_000),
      };
    });
    afterAll(async () => {
      await store.close();
      cleanUp();
    });

    it('answers 201 { id } with the row committed, page, region, agent and hutk recorded', async () => {
      const response = await handleSubmission(
        formRequest(
          'quote',
          { ...quote, region: 'US' },
          {
            Referer: 'https://tablogs.com/free-quote',
            'User-Agent': 'Test agent',
            Cookie: `XSRF-TOKEN=${TOKEN}; hubspotutk=0123456789abcdef0123456789abcdef`,
          },
        ),
        'quote',
        deps,
        CLIENT_IP,
      );
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await store.get(id)).toMatchObject({
        kind: 'quote',
        pageUrl: 'https://tablogs.com/free-quote',
        region: 'US',
        userAgent: 'Test agent',
        hutk: '0123456789abcdef0123456789abcdef',
        deliveries: [{ target: 'hubspot', state: 'not_configured' }],
      });
    });

    it('keeps a malformed hubspotutk cookie out of the row', async () => {
      const response = await handleSubmission(
        formRequest('quote', quote, { Cookie: `XSRF-TOKEN=${TOKEN}; hubspotutk=made-up` }),
        'quote',
        deps,
        CLIENT_IP,
      );
      const { id } = (await response.json()) as { id: string };
      expect((await store.get(id))?.hutk).toBeNull();
    });

    it('answers 400 with per-field messages', async () => {
      const response = await handleSubmission(
        formRequest('contact', { email: 'x' }),
        'contact',
        deps,
        CLIENT_IP,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'validation',
        fields: {
          name: 'Enter your name',
          company: 'Enter your company name',
          email: 'Enter an email address like name@company.com',
          phone: 'Enter your phone number',
          message: 'Enter your message',
        },
      });
    });

    it('answers 403 without a matching anti-forgery token', async () => {
      const mismatched = formRequest('quote', quote, { 'X-XSRF-TOKEN': 'other-token-value' });
      const missing = formRequest('quote', quote, { Cookie: '' });
      for (const request of [mismatched, missing]) {
        const response = await handleSubmission(request, 'quote', deps, CLIENT_IP);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: 'forbidden' });
      }
    });

    it('answers 413 over 16 KiB even when Content-Length is absent', async () => {
      const big = JSON.stringify({ ...quote, last_name: 'x'.repeat(17_000) });
      const response = await handleSubmission(formRequest('quote', big), 'quote', deps, CLIENT_IP);
      expect(response.status).toBe(413);
      const chunked = new Request('http://localhost/api/internal/quote', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: `XSRF-TOKEN=${TOKEN}`,
          'X-XSRF-TOKEN': TOKEN,
        },
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < 20; i++)
              controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.headers.get('content-length')).toBeNull();
      expect((await handleSubmission(chunked, 'quote', deps, CLIENT_IP)).status).toBe(413);
    });

    it('answers 415 for other content types and 400 invalid_json for bad JSON', async () => {
      const form = formRequest('quote', 'first_name=Ada', {
        'Content-Type': 'application/x-www-form-urlencoded',
      });
      expect((await handleSubmission(form, 'quote', deps, CLIENT_IP)).status).toBe(415);
      const broken = await handleSubmission(
        formRequest('quote', '{"first_name":'),
        'quote',
        deps,
        CLIENT_IP,
      );
      expect(broken.status).toBe(400);
      expect(await broken.json()).toEqual({ error: 'invalid_json' });
    });

    it('stores a retried submission with the same Idempotency-Key once', async () => {
      const before = await store.count();
      const send = () =>
        handleSubmission(
          formRequest('quote', quote, { 'Idempotency-Key': 'retry-1' }),
          'quote',
          deps,
          CLIENT_IP,
        );
      const answers = await Promise.all([send(), send(), send()]);
      const ids = await Promise.all(
        answers.map(async (r) => ((await r.json()) as { id: string }).id),
      );
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(new Set(ids).size).toBe(1);
      expect(await store.count()).toBe(before + 1);
      const tooLong = formRequest('quote', quote, { 'Idempotency-Key': 'k'.repeat(201) });
      expect((await handleSubmission(tooLong, 'quote', deps, CLIENT_IP)).status).toBe(400);
    });

    it('answers a filled honeypot 201 and stores it flagged as spam, never to be forwarded', async () => {
      const response = await handleSubmission(
        formRequest('newsletter', { website: 'http://spam.example' }),
        'newsletter',
        {
          ...deps,
          forwarding: {
            hubspot: {
              portalId: '1',
              formGuids: { newsletter: 'g' },
              apiBase: 'http://127.0.0.1:9',
            },
            formHandlerUrl: null,
          },
        },
        CLIENT_IP,
      );
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await store.get(id)).toMatchObject({
        spam: true,
        deliveries: [{ target: 'hubspot', state: 'skipped' }],
      });
    });

    it('answers 429 with Retry-After past the per-IP limit of a form', async () => {
      const limited = { ...deps, rateLimiter: createRateLimiter(2) };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (await handleSubmission(formRequest('quote', quote), 'quote', limited, CLIENT_IP)).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
      const blocked = await handleSubmission(
        formRequest('quote', quote),
        'quote',
        limited,
        CLIENT_IP,
      );
      expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
      const otherIp = handleSubmission(
        formRequest('quote', quote),
        'quote',
        limited,
        '198.51.100.1',
      );
      expect((await otherIp).status).toBe(201);
      const otherForm = formRequest('newsletter', quote);
      expect((await handleSubmission(otherForm, 'newsletter', limited, CLIENT_IP)).status).toBe(
        201,
      );
    });

    it('answers 503 with Retry-After, logged, when the rate limiter cannot count', async () => {
      const logged: string[] = [];
      const down = {
        ...deps,
        rateLimiter: { hit: () => Promise.reject(new Error('database down')) },
        log: (message: string) => logged.push(message),
      };
      const before = await store.count();
      const response = await handleSubmission(
        formRequest('quote', quote),
        'quote',
        down,
        CLIENT_IP,
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(await response.json()).toEqual({ error: 'unavailable' });
      expect(logged).toEqual(['Rate limiting a quote submission failed: database down']);
      expect(await store.count()).toBe(before);
    });

    it('answers 503 with Retry-After when the store is down, 404 and 405 for wrong routes', async () => {
      const down = {
        ...deps,
        store: () => Promise.reject(new Error('disk full')),
        log: () => {},
      };
      const response = await handleSubmission(
        formRequest('quote', quote),
        'quote',
        down,
        CLIENT_IP,
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(await response.json()).toEqual({ error: 'unavailable' });
      expect(
        (await handleSubmission(formRequest('nope', quote), 'nope', deps, CLIENT_IP)).status,
      ).toBe(404);
      const get = new Request('http://localhost/api/internal/quote');
      expect((await handleSubmission(get, 'quote', deps, CLIENT_IP)).status).toBe(405);
    });
  });
}

const data = temporaryDataDir();
apiContract(
  'form API on the embedded store',
  () => openLeadStore({ dataDir: data.dir }),
  data.remove,
);

// Skipped only on a machine without PostgreSQL binaries; CI installs them and fails without.
describe.skipIf(!postgresUrl)('PostgreSQL', () => {
  apiContract(
    'form API on PostgreSQL',
    async () => openLeadStore({ dataDir: '', databaseUrl: await createPostgresDatabase() }),
    () => undefined,
  );
});
