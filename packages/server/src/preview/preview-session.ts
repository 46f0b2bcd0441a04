// Draft preview sessions: the secret that opens one, the cookie that carries it and the path it
// may redirect to. The cookie is an expiry signed with the secret, so nobody can make one without
// the secret, and changing PREVIEW_SECRET ends every session.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { cookieEntries } from '@tablogs/leads/client';

export const PREVIEW_COOKIE = 'tablogs_preview';
/** The region a preview link named (`region=EU`), shown until another link names one. */
export const PREVIEW_REGION_COOKIE = 'tablogs_preview_region';
/** A working day: long enough to browse drafts, short enough that a forgotten cookie expires. */
export const PREVIEW_SESSION_SECONDS = 8 * 60 * 60;
const MIN_SECRET_LENGTH = 16;
const MAX_PATH_LENGTH = 2048;

/** Contentful's web app, which frames a preview in its entry editor (EU spaces on their own host). */
export const DEFAULT_PREVIEW_APP_ORIGINS = [
  'https://app.contentful.com',
  'https://app.eu.contentful.com',
];

export type PreviewConfig = {
  secret: string;
  /** PREVIEW_APP_ORIGINS: who may frame a preview and talk to its live preview SDK. */
  appOrigins: string[];
};

/**
 * PREVIEW_SECRET switches the preview on; it then needs the Preview API token of the space the
 * site reads, or every preview would fail on its first request.
 */
export function readPreviewConfig(
  env: Record<string, string | undefined>,
  problems: string[],
): PreviewConfig | null {
  const secret = env.PREVIEW_SECRET?.trim();
  if (!secret) return null;
  if (secret.length < MIN_SECRET_LENGTH) {
    problems.push(
      `PREVIEW_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32)`,
    );
  }
  if (!env.CONTENTFUL_PREVIEW_TOKEN?.trim()) {
    problems.push('CONTENTFUL_PREVIEW_TOKEN must be set when PREVIEW_SECRET is');
  }
  if (!env.CONTENTFUL_SPACE_ID?.trim()) {
    problems.push('CONTENTFUL_SPACE_ID must be set when PREVIEW_SECRET is');
  }
  const host = env.CONTENTFUL_PREVIEW_HOST?.trim();
  if (host && !/^[a-z0-9.-]+(:\d+)?$/i.test(host)) {
    problems.push(
      `CONTENTFUL_PREVIEW_HOST must be a host name like preview.contentful.com; got "${host}"`,
    );
  }
  return { secret, appOrigins: readAppOrigins(env.PREVIEW_APP_ORIGINS, problems) };
}

/** PREVIEW_APP_ORIGINS: space-separated origins (scheme, host, port; nothing else). */
function readAppOrigins(raw: string | undefined, problems: string[]): string[] {
  const text = raw?.trim();
  if (!text) return DEFAULT_PREVIEW_APP_ORIGINS;
  const origins = text.split(/[\s,]+/);
  for (const origin of origins) {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin) {
      problems.push(
        `PREVIEW_APP_ORIGINS must be origins such as https://app.contentful.com; got "${origin}"`,
      );
    }
  }
  return origins;
}

/**
 * Whether a secret given with a request (the preview link's `secret`, the status page's bearer
 * token) is the configured one, compared in constant time.
 */
export function secretMatches(given: unknown, secret: string) {
  if (typeof given !== 'string' || given === '') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * The path a preview link may redirect to: a path of this site (one leading slash, no scheme,
 * host or backslash), with its query; null for anything else.
 */
export function previewRedirectPath(slug: unknown): string | null {
  if (typeof slug !== 'string' || slug.length === 0 || slug.length > MAX_PATH_LENGTH) return null;
  // `//host` and `/\host` lead browsers to another site; whitespace and controls have no place.
  if (!/^\/(?![/\\])/.test(slug) || /[\\\s\p{Cc}]/u.test(slug)) return null;
  const base = 'http://site.invalid';
  const url = new URL(slug, base);
  if (url.origin !== base) return null;
  return url.pathname + url.search;
}

/**
 * @param expires seconds since the epoch
 */
function signature(secret: string, expires: number) {
  return createHmac('sha256', secret).update(`preview:${expires}`).digest('base64url');
}

/**
 * Cookie attributes. Contentful shows the preview in a frame of app.contentful.com, where only a
 * `SameSite=None; Secure` cookie is sent, and `Partitioned` keeps it working where third-party
 * cookies are blocked. Browsers drop `SameSite=None` without `Secure`, so plain http (local runs,
 * tests) gets `SameSite=Lax`, which works for a preview opened in its own tab.
 */
function attributes(secure: boolean) {
  return `Path=/; HttpOnly; ${secure ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax'}`;
}

/**
 * The Set-Cookie value that opens a preview session.
 * @param options `secure`: the request came over https
 */
export function previewCookie(
  secret: string,
  { secure, now = Date.now() }: { secure: boolean; now?: number },
) {
  const expires = Math.floor(now / 1000) + PREVIEW_SESSION_SECONDS;
  const value = `${expires}.${signature(secret, expires)}`;
  return `${PREVIEW_COOKIE}=${value}; Max-Age=${PREVIEW_SESSION_SECONDS}; ${attributes(secure)}`;
}

/** The Set-Cookie value that keeps the previewed region (or forgets it, with null). */
export function previewRegionCookie(region: string | null, { secure }: { secure: boolean }) {
  const value = region ? `${region}; Max-Age=${PREVIEW_SESSION_SECONDS}` : '; Max-Age=0';
  return `${PREVIEW_REGION_COOKIE}=${value}; ${attributes(secure)}`;
}

/** The region a Cookie header keeps for the preview, if it is one of `regions`. */
export function previewRegionOf<R extends string>(
  cookieHeader: string | undefined,
  regions: readonly R[],
): R | null {
  if (!cookieHeader?.includes(`${PREVIEW_REGION_COOKIE}=`)) return null;
  for (const [name, value] of cookieEntries(cookieHeader)) {
    if (name === PREVIEW_REGION_COOKIE && (regions as readonly string[]).includes(value)) {
      return value as R;
    }
  }
  return null;
}

/**
 * The Set-Cookie value that ends it (same attributes, or a partitioned cookie would stay).
 */
export function clearedPreviewCookie({ secure }: { secure: boolean }) {
  return `${PREVIEW_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}

/**
 * Whether a Cookie header holds a valid, unexpired preview session signed with `secret`.
 */
export function hasPreviewSession(
  cookieHeader: string | undefined,
  secret: string,
  now: number = Date.now(),
) {
  // Most requests carry no preview cookie; they leave after this one search.
  if (!cookieHeader?.includes(`${PREVIEW_COOKIE}=`)) return false;
  // Every copy counts: a partitioned and an unpartitioned cookie may both arrive.
  for (const [name, value] of cookieEntries(cookieHeader)) {
    if (name !== PREVIEW_COOKIE) continue;
    const [expiresText = '', given = ''] = value.split('.', 2);
    const expires = Number(expiresText);
    if (!/^\d+$/.test(expiresText) || expires * 1000 <= now) continue;
    const expected = Buffer.from(signature(secret, expires));
    const actual = Buffer.from(given);
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) return true;
  }
  return false;
}
