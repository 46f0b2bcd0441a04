import { describe, expect, it } from 'vitest';
import {
  clearedPreviewCookie,
  hasPreviewSession,
  PREVIEW_COOKIE,
  PREVIEW_SESSION_SECONDS,
  previewCookie,
  previewRedirectPath,
  secretMatches,
} from './preview-session.ts';

const SECRET = 'a-preview-secret-of-some-length';
const NOW = Date.UTC(2026, 2, 1, 9, 0, 0);

/** The Cookie header a browser sends back for a Set-Cookie value. */
const sent = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('secretMatches', () => {
  it('accepts only the configured secret', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(`${SECRET}x`, SECRET)).toBe(false);
    expect(secretMatches(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(secretMatches('', SECRET)).toBe(false);
    expect(secretMatches(undefined, SECRET)).toBe(false);
    // ?secret=a&secret=b arrives as an array.
    expect(secretMatches([SECRET, SECRET], SECRET)).toBe(false);
  });
});

describe('previewRedirectPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(previewRedirectPath('/')).toBe('/');
    expect(previewRedirectPath('/resources/blog/soil-logs')).toBe('/resources/blog/soil-logs');
    expect(previewRedirectPath('/resources/newsletters/2?x=1')).toBe(
      '/resources/newsletters/2?x=1',
    );
  });

  it.each([
    undefined,
    '',
    ['/a', '/b'],
    'about',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '/a\\b',
    '/ /evil',
    '/\t/evil.example',
    '/a\nb',
    'javascript:alert(1)',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (slug) => {
    expect(previewRedirectPath(slug)).toBeNull();
  });
});

describe('the preview cookie', () => {
  it('is HttpOnly on the whole site; on https SameSite=None, Secure and partitioned', () => {
    const cookie = previewCookie(SECRET, { secure: true, now: NOW });
    expect(cookie.startsWith(`${PREVIEW_COOKIE}=`)).toBe(true);
    expect(cookie).toContain('; Path=/');
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=None; Secure; Partitioned');
    expect(cookie).toContain(`; Max-Age=${PREVIEW_SESSION_SECONDS}`);
  });

  it('is SameSite=Lax on plain http, where browsers drop SameSite=None', () => {
    const cookie = previewCookie(SECRET, { secure: false, now: NOW });
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).not.toMatch(/Secure|SameSite=None|Partitioned/);
  });

  it('opens a session only with its own signature, until it expires', () => {
    const header = `XSRF-TOKEN=x; ${sent(previewCookie(SECRET, { secure: false, now: NOW }))}`;
    expect(hasPreviewSession(header, SECRET, NOW)).toBe(true);
    expect(hasPreviewSession(header, SECRET, NOW + (PREVIEW_SESSION_SECONDS - 1) * 1000)).toBe(
      true,
    );
    expect(hasPreviewSession(header, SECRET, NOW + PREVIEW_SESSION_SECONDS * 1000)).toBe(false);
    // Another secret (PREVIEW_SECRET changed) ends every session.
    expect(hasPreviewSession(header, `${SECRET}-rotated`, NOW)).toBe(false);
  });

  it('cannot be made or stretched without the secret', () => {
    const [expires, signature] = sent(previewCookie(SECRET, { secure: false, now: NOW }))
      .slice(PREVIEW_COOKIE.length + 1)
      .split('.');
    const later = Number(expires) + 3600;
    for (const value of ['1', 'true', `${later}.${signature}`, `${expires}.`, `${expires}`, '.']) {
      expect(hasPreviewSession(`${PREVIEW_COOKIE}=${value}`, SECRET, NOW), value).toBe(false);
    }
    expect(hasPreviewSession(undefined, SECRET, NOW)).toBe(false);
    expect(hasPreviewSession(`other_${PREVIEW_COOKIE}=1`, SECRET, NOW)).toBe(false);
  });

  it('is cleared with the attributes it was set with', () => {
    for (const secure of [true, false]) {
      const cleared = clearedPreviewCookie({ secure });
      expect(cleared.startsWith(`${PREVIEW_COOKIE}=;`)).toBe(true);
      expect(cleared).toContain('Max-Age=0');
      const set = previewCookie(SECRET, { secure, now: NOW });
      expect(cleared.split('; ').slice(2)).toEqual(set.split('; ').slice(2));
    }
  });
});
