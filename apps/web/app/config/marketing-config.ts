// Build-time ids of the CRM form embeds and the tag manager (all optional). Parsed here, away
// from process.env, so the rules are unit-tested and the browser gets only what it needs.
import { HUBSPOT_FORM_GUID, readSwitch } from '@tablogs/leads/config';

export type HubSpotRegion = 'na1' | 'eu1';
/** The forms that can be replaced by a HubSpot embed. */
export type CrmFormKind = 'quote' | 'newsletter' | 'download';

export interface HubSpotConfig {
  portalId: string;
  region: HubSpotRegion;
  /** HubSpot form GUID per form; a form without one keeps the site's own form. */
  forms: Partial<Record<CrmFormKind, string>>;
}

export interface MarketingConfig {
  /** Null unless HUBSPOT_PORTAL_ID is set. */
  hubspot: HubSpotConfig | null;
  /** Google Tag Manager container id, e.g. GTM-AB12CD. */
  gtmId: string | null;
  /** Suppresses the "no tag manager id" log (GTM_SILENT). */
  analyticsSilent: boolean;
}

const FORM_VARIABLES: Record<CrmFormKind, string> = {
  quote: 'HUBSPOT_FORM_QUOTE',
  newsletter: 'HUBSPOT_FORM_NEWSLETTER',
  download: 'HUBSPOT_FORM_DOWNLOAD',
};

function read(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Reads the marketing variables; a malformed value throws with the variable's name. */
export function readMarketingConfig(env: Record<string, string | undefined>): MarketingConfig {
  const problems: string[] = [];

  const gtmId = read(env, 'GTM_ID') ?? null;
  if (gtmId && !/^GTM-[A-Z0-9]+$/.test(gtmId)) {
    problems.push(`GTM_ID must look like GTM-XXXXXXX; got "${gtmId}"`);
  }

  const analyticsSilent = readSwitch(env, 'GTM_SILENT', problems);

  let hubspot: HubSpotConfig | null = null;
  const portalId = read(env, 'HUBSPOT_PORTAL_ID');
  if (portalId) {
    if (!/^\d+$/.test(portalId))
      problems.push(`HUBSPOT_PORTAL_ID must be digits; got "${portalId}"`);
    const region = read(env, 'HUBSPOT_REGION') ?? 'na1';
    if (region !== 'na1' && region !== 'eu1') {
      problems.push(`HUBSPOT_REGION must be na1 or eu1; got "${region}"`);
    }
    const forms: HubSpotConfig['forms'] = {};
    for (const [kind, name] of Object.entries(FORM_VARIABLES) as [CrmFormKind, string][]) {
      const formId = read(env, name);
      if (!formId) continue;
      if (HUBSPOT_FORM_GUID.test(formId)) forms[kind] = formId;
      else problems.push(`${name} must be a HubSpot form GUID; got "${formId}"`);
    }
    hubspot = { portalId, region: region as HubSpotRegion, forms };
  }

  if (problems.length > 0)
    throw new Error(`Invalid marketing configuration:\n  ${problems.join('\n  ')}`);
  return { hubspot, gtmId, analyticsSilent };
}
