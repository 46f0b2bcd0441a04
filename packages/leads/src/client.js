// `@tablogs/leads/client`: the browser half of the form protocol (decisions 0014 and
// 0007): the anti-forgery cookie and headers, reading a Cookie header, and the answers the form
// API gives. The browser forms, the form API and the production server (plain Node, which runs
// no TypeScript) all import this one file, hence JavaScript with checked JSDoc types
// (docs/decisions/0010). No Node APIs here: it ships to the browser.

/**
 * Where the browser gets its anti-forgery cookie when it has none. Pages never set it: a CDN
 * neither caches a response with Set-Cookie nor passes one on from its cache.
 */
export const XSRF_TOKEN_ENDPOINT = '/api/xsrf-token';
/** The double-submit pair: the API sets the cookie, the page echoes it in the header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** One key per submission; a retry of the same submission sends the same key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/**
 * 201: the submission is stored.
 * @typedef {{ id: string }} StoredAnswer
 */
/**
 * 400 after validation: a message per field.
 * @typedef {{ error: 'validation', fields: Record<string, string> }} InvalidAnswer
 */
/**
 * Any other 4xx or 5xx (429 and 503 also say when to retry, in Retry-After).
 * @typedef {{ error: string }} ErrorAnswer
 */

/**
 * Every cookie of a Cookie header (or `document.cookie`) in order, repeated names included (a
 * partitioned and an unpartitioned cookie may share one); quotes are dropped and
 * percent-encoding decoded.
 * @param {string | null | undefined} header
 * @returns {[name: string, value: string][]}
 */
export function cookieEntries(header) {
  /** @type {[string, string][]} */
  const entries = [];
  if (!header) return entries;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // A cookie that is not valid percent-encoding is used as sent.
    }
    entries.push([name, value]);
  }
  return entries;
}

/**
 * The cookies of a Cookie header by name; the first of a repeated name wins.
 * @param {string | null | undefined} header
 * @returns {Map<string, string>}
 */
export function readCookies(header) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  for (const [name, value] of cookieEntries(header)) {
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/**
 * The anti-forgery token in a Cookie header, or '' when there is none.
 * @param {string | null | undefined} header
 * @returns {string}
 */
export function readXsrfToken(header) {
  return readCookies(header).get(XSRF_COOKIE) ?? '';
}
