import path from 'node:path';
import { ConfigError, type LeadsConfig, readLeadsConfig, readSwitch } from '@tablogs/leads/config';
import proxyAddr from 'proxy-addr';
import { DEFAULT_PAGE_CACHE_BYTES } from './files/page-cache.ts';
import type { ThirdPartyScripts } from './http/security-headers.ts';
import { alertUrlProblem } from './ops/alerts.ts';
import { logLevelProblem } from './ops/logging.ts';
import { type PreviewConfig, readPreviewConfig } from './preview/preview-session.ts';
import { type PublishConfig, readPublishConfig } from './publish/config.ts';

// Server configuration, read once from the environment and validated at start so a bad value
// stops the process with a message that names the variable, instead of failing on a request.
// The lead settings are the leads package's own schema (@tablogs/leads/config).

export { ConfigError };

const MIB = 1024 * 1024;

export type ServerConfig = {
  port: number;
  host: string;
  /**
   * Express's `trust proxy`: how many proxies in front of the server (hop count), or which
   * addresses are proxies (addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`).
   * `[]`: none, the socket's address is the client's.
   */
  trustProxy: number | string[];
  noindex: boolean;
  /** SITE_URL's origin, when set: the site's public origin, as visitors' browsers name it. */
  siteOrigin: string | null;
  buildDir: string;
  /** PAGE_CACHE_MB in bytes: the most page bytes held in memory (files/page-cache.ts). */
  pageCacheBytes: number;
  thirdParty: ThirdPartyScripts;
  leads: LeadsConfig;
  preview: PreviewConfig | null;
  publish: PublishConfig | null;
  /** /metrics answers `Authorization: Bearer <this>`; null: no /metrics. */
  metricsToken: string | null;
  /** Where alerts are posted ({"text": …}); null: none are. */
  alertWebhookUrl: string | null;
};

export function readServerConfig(
  env: Record<string, string | undefined>,
  defaults: { buildDir: string; appDir: string },
): ServerConfig {
  const problems: string[] = [];

  const port = readInteger(env.PORT, 3000, 0, 65535, 'PORT', problems);
  const host = env.HOST?.trim() || '0.0.0.0';
  const trustProxy = readTrustProxy(env.TRUST_PROXY, problems);
  const noindex = readSwitch(env, 'NOINDEX', problems);
  const siteOrigin = readOrigin(env.SITE_URL, 'SITE_URL', problems);
  const pageCacheMb = readInteger(
    env.PAGE_CACHE_MB,
    DEFAULT_PAGE_CACHE_BYTES / MIB,
    0,
    65536,
    'PAGE_CACHE_MB',
    problems,
  );
  const leads = readLeadsConfig(env, problems);
  const preview = readPreviewConfig(env, problems);
  const publish = readPublishConfig(env, problems);
  for (const problem of [logLevelProblem(env.LOG_LEVEL), alertUrlProblem(env.ALERT_WEBHOOK_URL)]) {
    if (problem) problems.push(problem);
  }
  const deliveryProblem = contentfulDeliveryProblem(env);
  if (deliveryProblem) problems.push(deliveryProblem);
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken && metricsToken.length < 16) {
    problems.push('METRICS_TOKEN must be at least 16 characters (e.g. `openssl rand -hex 24`)');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    trustProxy,
    noindex,
    siteOrigin,
    buildDir: env.BUILD_DIR ? path.resolve(defaults.appDir, env.BUILD_DIR) : defaults.buildDir,
    pageCacheBytes: pageCacheMb * MIB,
    // The CSP admits a third party only when its id is set, as it was for the build.
    thirdParty: {
      tagManager: Boolean(env.GTM_ID?.trim()),
      hubspotForms: Boolean(env.HUBSPOT_PORTAL_ID?.trim()),
    },
    leads,
    preview,
    publish,
    metricsToken,
    alertWebhookUrl: env.ALERT_WEBHOOK_URL?.trim() || null,
  };
}

/**
 * Pages rendered on request (the quote page, a publish) read content through the environment's
 * source, which needs both or neither of the space and its delivery token: with one of them the
 * Contentful SDK throws on every such request (a 500 the hostile-requests e2e found on
 * /pricing/quote when only the preview's space was set). The start says so instead.
 */
function contentfulDeliveryProblem(env: Record<string, string | undefined>): string | null {
  const space = Boolean(env.CONTENTFUL_SPACE_ID?.trim());
  const token = Boolean(env.CONTENTFUL_DELIVERY_TOKEN?.trim());
  if (space === token) return null;
  return space
    ? 'CONTENTFUL_DELIVERY_TOKEN must be set when CONTENTFUL_SPACE_ID is (the Content Delivery API token of that space; unset both for the embedded content)'
    : 'CONTENTFUL_SPACE_ID must be set when CONTENTFUL_DELIVERY_TOKEN is (unset both for the embedded content)';
}

function readInteger(
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
  problems: string[],
) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}; got "${raw}"`);
    return fallback;
  }
  return value;
}

const TRUST_PROXY_FORMS =
  'the number of proxies in front of the server (e.g. 1), or their addresses: a comma-separated ' +
  'list of IP addresses, CIDR ranges and loopback, linklocal or uniquelocal (e.g. 10.0.0.0/8)';

/**
 * TRUST_PROXY: a hop count or a list of proxy addresses, as Express's `trust proxy` takes them
 * (compiled by proxy-addr, here once to name a bad entry at start). `true` is refused: it trusts
 * every hop, so a client could name any address in X-Forwarded-For and pass the form rate limit.
 */
function readTrustProxy(raw: string | undefined, problems: string[]): number | string[] {
  const text = raw?.trim() ?? '';
  if (text === '' || ['false', 'no', 'off'].includes(text.toLowerCase())) return [];
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) {
    problems.push(
      `TRUST_PROXY=${text} would trust every hop, so a client could choose its own address in ` +
        `X-Forwarded-For: give ${TRUST_PROXY_FORMS}`,
    );
    return [];
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push(`TRUST_PROXY must be ${TRUST_PROXY_FORMS}; got "${raw}" (${reason})`);
    return [];
  }
  return entries;
}

function readOrigin(raw: string | undefined, name: string, problems: string[]) {
  if (raw === undefined || raw.trim() === '') return null;
  const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    problems.push(`${name} must be an http(s) URL such as https://www.tablogs.com; got "${raw}"`);
    return null;
  }
  return url.origin;
}
