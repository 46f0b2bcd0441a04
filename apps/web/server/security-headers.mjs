// Security headers. Pages are prerendered, so their inline scripts (React Router's hydration
// data) are allowed by hash: postbuild records the hashes of each HTML file in csp-hashes.json.

/** Third-party origins the site may talk to; kept tight on purpose. */
const FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://meetings.hubspot.com'];

/**
 * @param {string[]} scriptHashes
 * @returns {string}
 */
export function contentSecurityPolicy(scriptHashes) {
  const scriptSources = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // React sets style attributes; styles cannot run code, so inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_SOURCES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A policy for responses that are not pages (JSON, files): nothing may run. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers every response carries.
 * @param {import('node:http').ServerResponse} res
 * @param {{ https: boolean, noindex: boolean }} options
 */
export function setBaseSecurityHeaders(res, { https, noindex }) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (noindex) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}
