import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type ErrorAnswer,
  type InvalidAnswer,
  readCookies,
  type StoredAnswer,
  XSRF_COOKIE,
} from '../client';

/**
 * GET /api/xsrf-token: hands out the XSRF-TOKEN cookie when the browser has none (204, never
 * cached). Not HttpOnly: the page's script echoes it in X-XSRF-TOKEN, which another site can
 * neither read nor send without our CORS consent.
 */
export function xsrfTokenResponse(request: Request): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (!readCookies(request.headers.get('cookie')).get(XSRF_COOKIE)) {
    const token = randomBytes(32).toString('base64url');
    const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
    headers.append('Set-Cookie', `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax${secure}`);
  }
  return new Response(null, { status: 204, headers });
}

/** The double-submit check: the header echoes the cookie, compared in constant time. */
export function xsrfMatches(cookie: string | undefined, header: string | null): boolean {
  if (!cookie || !header) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const type = header.split(';')[0]?.trim().toLowerCase();
  return (
    type === 'application/json' ||
    (type?.startsWith('application/') && type.endsWith('+json')) === true
  );
}

export class BodyTooLarge extends Error {}

/**
 * How much of an oversized body is still read (and thrown away) so the client gets its 413.
 * Cancelling the body instead makes Node's adapter destroy the socket, and a client still sending
 * (a chunked body has no Content-Length to refuse up front) sees the connection drop, not an
 * answer. Past this much, the connection is dropped after all.
 */
export const OVERSIZED_BODY_DRAIN_BYTES = 1024 * 1024;

/** Reads at most `limit` bytes of the body, counting as it streams (Content-Length may lie). */
export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await drain(reader, OVERSIZED_BODY_DRAIN_BYTES - size);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Reads the rest of a body without keeping it; cancels it once more than `budget` bytes come. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number) {
  let left = budget;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    left -= value.byteLength;
    if (left < 0) {
      await reader.cancel().catch(() => undefined);
      return;
    }
  }
}

/** The form API's answers, in the shapes the browser reads (`@tablogs/leads/client`). */
export function json(
  status: number,
  body: StoredAnswer | InvalidAnswer | ErrorAnswer,
  headers: Record<string, string> = {},
) {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

/** Header text kept in a row: visible characters only, bounded. */
export function cleanHeader(value: string | null, maxLength: number): string | null {
  if (!value) return null;
  let text = '';
  for (const char of value.slice(0, maxLength)) {
    const code = char.charCodeAt(0);
    text += code < 0x20 || code === 0x7f ? ' ' : char;
  }
  return text.trim() || null;
}
