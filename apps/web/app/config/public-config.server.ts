// Build-time settings that end up in the prerendered pages. Validated once, when the build
// first reads them, with a message naming the variable.
import { readSwitch } from '@tablogs/leads/config';
import { readMarketingConfig } from './marketing-config';

function readUrl(name: string, fallback: string, { allowRelative = false } = {}): string {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  try {
    const url = allowRelative ? new URL(raw, 'http://relative.invalid') : new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return raw.replace(/\/+$/, '') || raw;
  } catch {
    throw new Error(
      `${name} must be ${allowRelative ? 'a path or ' : ''}an http(s) URL; got "${raw}"`,
    );
  }
}

/** A true/false switch such as NOINDEX (`@tablogs/leads/config`); unset is `false`. */
function readSwitchOrThrow(name: string): boolean {
  const problems: string[] = [];
  const value = readSwitch(process.env, name, problems);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return value;
}

export const publicConfig = {
  /** The production origin: canonical links, Open Graph URLs and the sitemap use it. */
  siteUrl: readUrl('SITE_URL', 'https://www.tablogs.com'),
  /** Staging/preview builds: every page asks robots not to index it and robots.txt disallows all. */
  noindex: readSwitchOrThrow('NOINDEX'),
  /** Where the browser looks its country up when no region is stored (decision 0012). */
  regionLookupUrl: readUrl('REGION_LOOKUP_URL', '/api/region', { allowRelative: true }),
  /** The HubSpot meetings page embedded on /discovery-call; unset shows the lead form instead. */
  hubspotMeetingsUrl: readUrl('HUBSPOT_MEETINGS_URL', '') || null,
  /** HubSpot form embeds and the tag manager: off unless their ids are set. */
  marketing: readMarketingConfig(process.env),
} as const;
