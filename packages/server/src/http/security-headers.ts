// Security headers. Pages are prerendered, so their inline scripts (React Router's hydration
// data) are allowed by hash: postbuild records the hashes of each HTML file in csp-hashes.json.
import type { ServerResponse } from 'node:http';

/** Third-party origins the site may talk to; kept tight on purpose. */
const FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://meetings.hubspot.com'];

/** Tag manager origins, allowed only when GTM_ID is set. */
const TAG_MANAGER_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
];

/** HubSpot form embed origins, allowed only when HUBSPOT_PORTAL_ID is set. */
const HUBSPOT_FORM_SCRIPTS = ['https://js.hsforms.net', 'https://js-eu1.hsforms.net'];
const HUBSPOT_FORM_ENDPOINTS = [
  'https://forms.hsforms.com',
  'https://forms-eu1.hsforms.com',
  'https://*.hubspot.com',
];

export type ThirdPartyScripts = { tagManager: boolean; hubspotForms: boolean };

/** Who may frame a page: nobody, except a draft preview, which Contentful's entry editor shows. */
const NO_FRAMING = "'none'";
/** Who may frame a draft preview: the site and Contentful's web app (PREVIEW_APP_ORIGINS). */
export function previewFrameAncestors(appOrigins: readonly string[]) {
  return ["'self'", ...appOrigins].join(' ');
}

/**
 * @param thirdParty which optional integrations this server allows
 * @param frameAncestors the frame-ancestors sources
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  thirdParty: ThirdPartyScripts = { tagManager: false, hubspotForms: false },
  frameAncestors: string = NO_FRAMING,
): string {
  const gtm = thirdParty.tagManager ? TAG_MANAGER_ORIGINS : [];
  const hubspot = thirdParty.hubspotForms;
  const scriptSources = [
    "'self'",
    ...scriptHashes.map((hash) => `'${hash}'`),
    ...gtm,
    ...(hubspot ? [...HUBSPOT_FORM_SCRIPTS, ...HUBSPOT_FORM_ENDPOINTS] : []),
  ];
  const connectSources = ["'self'", ...gtm, ...(hubspot ? HUBSPOT_FORM_ENDPOINTS : [])];
  const frameSources = [...FRAME_SOURCES, ...(hubspot ? HUBSPOT_FORM_ENDPOINTS : [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    // React sets style attributes; styles cannot run code, so inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connectSources.join(' ')}`,
    `frame-src ${frameSources.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${hubspot ? ` ${HUBSPOT_FORM_ENDPOINTS.join(' ')}` : ''}`,
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** A policy for responses that are not pages (JSON, files): nothing may run. */
export const API_CONTENT_SECURITY_POLICY = `default-src 'none'; frame-ancestors ${NO_FRAMING}`;

/**
 * Headers every response carries.
 */
export function setBaseSecurityHeaders(
  res: ServerResponse,
  { https, noindex }: { https: boolean; noindex: boolean },
) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (noindex) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}
