import { describe, expect, it } from 'vitest';
import {
  BodyTooLarge,
  OVERSIZED_BODY_DRAIN_BYTES,
  readBodyLimited,
  xsrfTokenResponse,
} from './http';

/** A streamed body without Content-Length, as a chunked upload arrives, that records its fate. */
function chunkedBody(chunks: number, chunkBytes: number) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close();
      seen.pulled += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request('http://localhost/api/internal/quote', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, seen };
}

describe('readBodyLimited', () => {
  it('returns a body within the limit whole', async () => {
    const { request } = chunkedBody(4, 1024);
    expect((await readBodyLimited(request, 4096)).byteLength).toBe(4096);
  });

  it('reads an oversized body to its end without cancelling it, so the client gets its 413', async () => {
    // Cancelling makes Node's adapter destroy the socket: the client would see no answer.
    const { request, seen } = chunkedBody(40, 1024);
    await expect(readBodyLimited(request, 16 * 1024)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(seen.pulled).toBe(40);
    expect(seen.cancelled).toBe(false);
  });

  it('stops reading (cancels) a body far past the limit', async () => {
    const chunks = OVERSIZED_BODY_DRAIN_BYTES / 1024 + 64;
    const { request, seen } = chunkedBody(chunks, 1024);
    await expect(readBodyLimited(request, 16 * 1024)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(chunks);
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: 'x'.repeat(100),
    });
    await expect(readBodyLimited(request, 10)).rejects.toBeInstanceOf(BodyTooLarge);
  });
});

describe('xsrfTokenResponse', () => {
  it('hands a browser without the cookie a fresh one, never cached', () => {
    const response = xsrfTokenResponse(new Request('http://localhost/api/xsrf-token'));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toMatch(
      /^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax$/,
    );
  });

  it('marks it Secure over https and leaves an existing cookie alone', () => {
    const secure = xsrfTokenResponse(new Request('https://example.com/api/xsrf-token'));
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure$/);
    const held = xsrfTokenResponse(
      new Request('http://localhost/api/xsrf-token', { headers: { cookie: 'XSRF-TOKEN=abc' } }),
    );
    expect(held.headers.get('set-cookie')).toBeNull();
  });
});
