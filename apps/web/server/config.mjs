import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPreviewConfig } from './preview-session.mjs';
import { readPublishConfig } from './publish/endpoints.mjs';

const REPO_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

// Server configuration, read once from the environment and validated at start so a bad value
// stops the process with a message that names the variable, instead of failing on a request.

/**
 * @typedef {{
 *   dataDir: string,
 *   databaseUrl: string | null,
 *   rateLimitPerMinute: number,
 *   forwarding: {
 *     hubspot: { portalId: string, formGuids: Partial<Record<'newsletter' | 'quote' | 'contact' | 'download', string>>, apiBase: string } | null,
 *     formHandlerUrl: string | null,
 *   },
 * }} LeadsServerConfig
 */
/** @typedef {{ port: number, host: string, trustProxy: boolean, noindex: boolean, buildDir: string, thirdParty: import('./security-headers.mjs').ThirdPartyScripts, leads: LeadsServerConfig, preview: import('./preview-session.mjs').PreviewConfig | null, publish: import('./publish/endpoints.mjs').PublishConfig | null }} ServerConfig */

export class ConfigError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ buildDir: string, appDir: string }} defaults
 * @returns {ServerConfig}
 */
export function readServerConfig(env, defaults) {
  /** @type {string[]} */
  const problems = [];

  const port = readInteger(env.PORT, 3000, 0, 65535, 'PORT', problems);
  const host = env.HOST?.trim() || '0.0.0.0';
  const trustProxy = readBoolean(env.TRUST_PROXY, false, 'TRUST_PROXY', problems);
  const noindex = readBoolean(env.NOINDEX, false, 'NOINDEX', problems);
  const leads = readLeadsConfig(env, problems);
  const preview = readPreviewConfig(env, problems);
  const publish = readPublishConfig(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    trustProxy,
    noindex,
    buildDir: env.BUILD_DIR ? path.resolve(defaults.appDir, env.BUILD_DIR) : defaults.buildDir,
    // The CSP admits a third party only when its id is set, as it was for the build.
    thirdParty: {
      tagManager: Boolean(env.GTM_ID?.trim()),
      hubspotForms: Boolean(env.HUBSPOT_PORTAL_ID?.trim()),
    },
    leads,
    preview,
    publish,
  };
}

const HUBSPOT_FORM_VARIABLES = /** @type {const} */ ({
  newsletter: 'HUBSPOT_FORM_NEWSLETTER',
  quote: 'HUBSPOT_FORM_QUOTE',
  contact: 'HUBSPOT_FORM_CONTACT',
  download: 'HUBSPOT_FORM_DOWNLOAD',
});

/**
 * Lead storage and forwarding (packages/leads). A relative DATA_DIR is taken from the working
 * directory; unset, leads go to the repository's data/ folder, where `pnpm leads` looks too.
 * @param {Record<string, string | undefined>} env
 * @param {string[]} problems
 * @returns {LeadsServerConfig}
 */
export function readLeadsConfig(env, problems) {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\/[^/]/.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// (or postgresql://) URL');
  }
  const rateLimitPerMinute = readInteger(
    env.FORM_RATE_LIMIT_PER_MINUTE,
    10,
    1,
    100_000,
    'FORM_RATE_LIMIT_PER_MINUTE',
    problems,
  );
  const formHandlerUrl = readHttpUrl(env.FORM_HANDLER_URL, 'FORM_HANDLER_URL', problems);
  const apiBase =
    readHttpUrl(env.HUBSPOT_API_BASE, 'HUBSPOT_API_BASE', problems) ?? 'https://api.hsforms.com';

  const portalId = env.HUBSPOT_PORTAL_ID?.trim() || null;
  if (portalId && !/^\d+$/.test(portalId)) {
    problems.push(`HUBSPOT_PORTAL_ID must be the portal's number; got "${portalId}"`);
  }
  /** @type {Partial<Record<keyof typeof HUBSPOT_FORM_VARIABLES, string>>} */
  const formGuids = {};
  for (const [kind, name] of Object.entries(HUBSPOT_FORM_VARIABLES)) {
    const guid = env[name]?.trim();
    if (!guid) continue;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(guid)) {
      problems.push(
        `${name} must be a HubSpot form GUID like 1a2b3c4d-1a2b-1a2b-1a2b-1a2b3c4d5e6f`,
      );
      continue;
    }
    formGuids[/** @type {keyof typeof HUBSPOT_FORM_VARIABLES} */ (kind)] = guid;
  }
  if (!portalId && Object.keys(formGuids).length > 0) {
    problems.push('HUBSPOT_PORTAL_ID must be set when a HUBSPOT_FORM_* GUID is');
  }

  return {
    dataDir: env.DATA_DIR?.trim() ? path.resolve(env.DATA_DIR.trim()) : REPO_DATA_DIR,
    databaseUrl,
    rateLimitPerMinute,
    forwarding: {
      hubspot: portalId ? { portalId, formGuids, apiBase } : null,
      formHandlerUrl,
    },
  };
}

/**
 * @param {string | undefined} raw
 * @param {string} name
 * @param {string[]} problems
 * @returns {string | null}
 */
function readHttpUrl(raw, name, problems) {
  const text = raw?.trim();
  if (!text) return null;
  if (URL.canParse(text) && /^https?:$/.test(new URL(text).protocol)) return text;
  problems.push(`${name} must be an http(s):// URL; got "${text}"`);
  return null;
}

/**
 * @param {string | undefined} raw
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 * @param {string} name
 * @param {string[]} problems
 */
function readInteger(raw, fallback, min, max, name, problems) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}; got "${raw}"`);
    return fallback;
  }
  return value;
}

/**
 * @param {string | undefined} raw
 * @param {boolean} fallback
 * @param {string} name
 * @param {string[]} problems
 */
function readBoolean(raw, fallback, name, problems) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const text = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  problems.push(`${name} must be true or false; got "${raw}"`);
  return fallback;
}
