import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINAL_STEP_PATH } from '../forms/form-post';
import { FORM_KINDS } from '../forms/kinds';
import { openLeadStore } from '../store/open-store';
import type { LeadStore } from '../store/types';
import { hostileFormPostBody, validBody } from '../testing/arbitraries';
import { temporaryDataDir } from '../testing/databases';
import { CLIENT_IP } from '../testing/requests';
import { type FormPostAnswer, handleFormPost, isSameOriginPost } from './handle-form-post';
import type { SubmissionDeps } from './handle-submission';
import { createRateLimiter } from './rate-limit';

const ORIGIN = 'http://localhost';
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin', Origin: ORIGIN };

function post(form: string, body: string | Uint8Array, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/api/internal/${form}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, ...headers },
    body,
  });
}

const data = temporaryDataDir();
let store: LeadStore;
let deps: SubmissionDeps;
beforeAll(async () => {
  store = await openLeadStore({ dataDir: data.dir });
  deps = {
    store: async () => store,
    forwarding: { hubspot: null, formHandlerUrl: null },
    rateLimiter: createRateLimiter(Number.MAX_SAFE_INTEGER),
  };
});
afterAll(async () => {
  await store.close();
  data.remove();
});

const newsletter = 'first_name=Ada&email=ada%40soils.com&company=Soils+%26+Co&website=';

describe('a form posted without JavaScript', () => {
  it('stores a quote as the JSON route does and sends the visitor on to /final-step', async () => {
    const before = await store.count();
    const answer = await handleFormPost(
      post(
        'quote',
        'first_name=Ada&email=ada%40soils.com&company=Soils&phone=&log_time=&logs_per_week=',
        { Referer: `${ORIGIN}/free-quote` },
      ),
      'quote',
      deps,
      CLIENT_IP,
    );
    expect(answer).toMatchObject({
      kind: 'redirect',
      location: FINAL_STEP_PATH,
      leadId: expect.any(String),
    });
    const [lead] = await store.list({ limit: 1_000 }).then((leads) => leads.slice(before));
    expect(lead?.kind).toBe('quote');
    expect(lead?.fields).toMatchObject({ first_name: 'Ada', phone: '01', log_time: '1' });
    expect(lead?.pageUrl).toBe(`${ORIGIN}/free-quote`);
  });

  it('sends a stored sign-up, message or download on to its confirmation, no personal data in it', async () => {
    const before = await store.count();
    const signUp = await handleFormPost(post('newsletter', newsletter), 'newsletter', deps, '1');
    expect(signUp).toMatchObject({
      kind: 'redirect',
      location: '/forms/newsletter/sent',
      leadId: expect.any(String),
    });
    const message = await handleFormPost(
      post('contact', 'name=Ada&company=Soils&email=ada%40soils.com&phone=07+3000&message=Hi'),
      'contact',
      deps,
      CLIENT_IP,
    );
    expect(message).toMatchObject({
      kind: 'redirect',
      location: '/forms/contact/sent',
      leadId: expect.any(String),
    });
    const download = await handleFormPost(
      post('download', 'first_name=Ada&email=ada%40soils.com&company=Soils&document=bore+log%2F1'),
      'download',
      deps,
      CLIENT_IP,
    );
    // The document id, escaped as one path segment, is the only thing from the post in it.
    expect(download).toMatchObject({
      kind: 'redirect',
      location: '/forms/download/sent/bore%20log%2F1',
      leadId: expect.any(String),
    });
    expect(await store.count()).toBe(before + 3);
  });

  it("keeps a message's line breaks as the JSON route gets them (LF, not the CRLF sent)", async () => {
    const before = await store.count();
    await handleFormPost(
      post(
        'contact',
        'name=Ada&company=Soils&email=ada%40soils.com&phone=07+3000&message=One%0D%0ATwo',
      ),
      'contact',
      deps,
      CLIENT_IP,
    );
    const [lead] = await store.list({ limit: 1_000 }).then((leads) => leads.slice(before));
    expect(lead?.fields.message).toBe('One\nTwo');
  });

  it('stores nothing for bad input and gives the form back with its errors and values', async () => {
    const before = await store.count();
    const answer = await handleFormPost(
      post('contact', 'name=Ada&email=not-an-email&message=Hello&website=&other=x'),
      'contact',
      deps,
      CLIENT_IP,
    );
    expect(answer).toMatchObject({ kind: 'page', status: 400 });
    const page = (answer as Extract<FormPostAnswer, { kind: 'page' }>).page;
    expect(page).toMatchObject({
      outcome: 'invalid',
      values: { name: 'Ada', email: 'not-an-email', message: 'Hello' },
    });
    if (page.outcome !== 'invalid') throw new Error('expected errors');
    expect(Object.keys(page.errors).sort()).toEqual(['company', 'email', 'phone']);
    expect(page.values).not.toHaveProperty('other');
    expect(await store.count()).toBe(before);
  });

  it('refuses a cross-site post with 403 and stores nothing', async () => {
    const before = await store.count();
    for (const headers of [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.localhost' },
      { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' },
    ]) {
      const answer = await handleFormPost(
        post('newsletter', newsletter, headers),
        'newsletter',
        deps,
        CLIENT_IP,
      );
      expect(answer).toMatchObject({ kind: 'refused', status: 403 });
    }
    expect(await store.count()).toBe(before);
  });

  it('answers over the limit with the not-sent page before reading the body', async () => {
    const limited = { ...deps, rateLimiter: createRateLimiter(0) };
    const answer = await handleFormPost(post('quote', 'x'), 'quote', limited, CLIENT_IP);
    expect(answer).toMatchObject({
      kind: 'page',
      status: 429,
      page: { outcome: 'not-sent', reason: 'rate-limited', values: {} },
    });
  });

  it('answers 413 to an oversized body and 400 to bytes that are not UTF-8', async () => {
    const big = await handleFormPost(
      post('quote', `company=${'x'.repeat(20_000)}`),
      'quote',
      deps,
      '2',
    );
    expect(big).toMatchObject({ status: 413, page: { reason: 'too-large' } });
    const bad = await handleFormPost(
      post('quote', new Uint8Array([0x65, 0x3d, 0xff])),
      'quote',
      deps,
      CLIENT_IP,
    );
    expect(bad).toMatchObject({ status: 400, page: { outcome: 'invalid' } });
  });

  it('never answers any urlencoded body with a 5xx, and never stores a cross-site one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FORM_KINDS),
        hostileFormPostBody,
        fc.boolean(),
        async (form, body, crossSite) => {
          const before = await store.count();
          const headers: Record<string, string> = crossSite
            ? { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }
            : {};
          const answer = await handleFormPost(post(form, body, headers), form, deps, CLIENT_IP);
          if (crossSite) {
            expect(answer).toMatchObject({ kind: 'refused', status: 403 });
            expect(await store.count()).toBe(before);
            return;
          }
          expect(answer.kind === 'redirect' || answer.status < 500).toBe(true);
          if (answer.kind === 'page' && answer.status === 400) {
            expect(await store.count()).toBe(before);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stores every valid body, posted as the browser encodes it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...FORM_KINDS)
          .chain((kind) => fc.tuple(fc.constant(kind), validBody(kind))),
        async ([form, body]) => {
          const before = await store.count();
          const answer = await handleFormPost(
            post(form, new URLSearchParams(body).toString()),
            form,
            deps,
            CLIENT_IP,
          );
          expect(answer.kind === 'redirect' || answer.status === 200).toBe(true);
          const [lead] = await store.list({ limit: 100_000 }).then((leads) => leads.slice(before));
          expect(lead?.fields).toMatchObject(body);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('isSameOriginPost', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://origin.internal:3000/api/internal/quote', { method: 'POST', headers });
  const site = 'https://www.tablogs.com';

  it('lets Sec-Fetch-Site decide when the browser sends it', () => {
    expect(isSameOriginPost(request({ 'Sec-Fetch-Site': 'same-origin' }), site)).toBe(true);
    expect(isSameOriginPost(request({ 'Sec-Fetch-Site': 'same-site' }), site)).toBe(false);
    expect(isSameOriginPost(request({ 'Sec-Fetch-Site': 'none' }), site)).toBe(false);
  });

  it('else compares Origin with the request origin and the public site origin', () => {
    expect(isSameOriginPost(request({ Origin: site }), site)).toBe(true);
    expect(isSameOriginPost(request({ Origin: 'http://origin.internal:3000' }), null)).toBe(true);
    expect(isSameOriginPost(request({ Origin: site }), null)).toBe(false);
    expect(isSameOriginPost(request({ Origin: 'null' }), site)).toBe(false);
    expect(isSameOriginPost(request({ Origin: 'https://www.tablogs.com.evil' }), site)).toBe(false);
  });

  it('else the Referer; with none of the three (old browsers) the post passes', () => {
    expect(isSameOriginPost(request({ Referer: `${site}/free-quote` }), site)).toBe(true);
    expect(isSameOriginPost(request({ Referer: 'https://evil.example/x' }), site)).toBe(false);
    expect(isSameOriginPost(request({}), site)).toBe(true);
  });
});
