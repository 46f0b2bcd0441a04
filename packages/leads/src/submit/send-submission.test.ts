import { describe, expect, it, vi } from 'vitest';
import { sendSubmission } from './send-submission';

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  );
}

const send = (fetchImpl: typeof fetch) =>
  sendSubmission('quote', { email: 'a@b.co' }, 'key-7', {
    fetchImpl,
    readCookie: () => 'x=1; XSRF-TOKEN=t%2Fok',
  });

describe('sendSubmission', () => {
  it('posts JSON with the anti-forgery token and the idempotency key', async () => {
    const fetchImpl = answer(201, { id: 'row-1' });
    expect(await send(fetchImpl)).toEqual({ kind: 'stored', id: 'row-1' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/internal/quote');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 't/ok',
      'Idempotency-Key': 'key-7',
    });
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.co' });
  });

  it('maps every answer of the contract', async () => {
    expect(
      await send(answer(400, { error: 'validation', fields: { email: 'Bad', n: 3 } })),
    ).toEqual({
      kind: 'invalid',
      fields: { email: 'Bad' },
    });
    expect(await send(answer(403, { error: 'xsrf' }))).toEqual({ kind: 'forbidden' });
    expect(await send(answer(413))).toEqual({ kind: 'too-large' });
    expect(await send(answer(429, {}, { 'Retry-After': '42' }))).toEqual({
      kind: 'rate-limited',
      retryAfterSeconds: 42,
    });
    expect(await send(answer(503))).toEqual({ kind: 'unavailable' });
    expect(await send(answer(400, 'not an object'))).toEqual({ kind: 'unavailable' });
  });

  it('fetches the anti-forgery cookie first when the browser has none', async () => {
    let cookie = '';
    const fetchImpl = vi.fn(async (url: string) => {
      if (url === '/api/xsrf-token') {
        cookie = 'XSRF-TOKEN=fresh';
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify({ id: 'row-2' }), { status: 201 });
    });
    const outcome = await sendSubmission('quote', { email: 'a@b.co' }, 'key-8', {
      fetchImpl: fetchImpl as unknown as typeof fetch,
      readCookie: () => cookie,
    });
    expect(outcome).toEqual({ kind: 'stored', id: 'row-2' });
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      '/api/xsrf-token',
      '/api/internal/quote',
    ]);
    const init = fetchImpl.mock.calls[1]?.[1 as never] as unknown as RequestInit;
    expect(init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'fresh' });
  });

  it('treats a network failure as unavailable instead of throwing', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await send(fetchImpl)).toEqual({ kind: 'unavailable' });
  });
});
