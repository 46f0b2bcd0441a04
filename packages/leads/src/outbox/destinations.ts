import type { FormKind } from '../forms/kinds';
import type { DeliveryTarget, StoredLead } from '../store/types';

export interface HubspotConfig {
  readonly portalId: string;
  /** Form GUID per form; a form without one is not forwarded. */
  readonly formGuids: Readonly<Partial<Record<FormKind, string>>>;
  /** https://api.hsforms.com unless a test points it elsewhere. */
  readonly apiBase: string;
}

export interface ForwardingConfig {
  readonly hubspot: HubspotConfig | null;
  /** External form-handling endpoint for the contact form (docs/decisions/0014-form-api.md). */
  readonly formHandlerUrl: string | null;
}

/** The deliveries a new lead of `kind` gets, and whether each destination is set up. */
export function deliveryTargets(
  kind: FormKind,
  config: ForwardingConfig,
): Partial<Record<DeliveryTarget, boolean>> {
  const targets: Partial<Record<DeliveryTarget, boolean>> = {
    hubspot: Boolean(config.hubspot?.portalId && config.hubspot.formGuids[kind]),
  };
  if (kind === 'contact') targets.form_handler = Boolean(config.formHandlerUrl);
  return targets;
}

export interface OutgoingRequest {
  readonly url: string;
  readonly body: unknown;
}

// Our field names → HubSpot's default contact properties; the rest keep their names.
const HUBSPOT_PROPERTY: Readonly<Record<string, string>> = {
  first_name: 'firstname',
  last_name: 'lastname',
};

const CONSENT_TEXT = 'I agree to allow TabLogs to store and process my personal data.';

/** The Forms API v3 submission for a lead, or null when its form has no GUID (any more). */
export function hubspotRequest(lead: StoredLead, config: HubspotConfig): OutgoingRequest | null {
  const formGuid = config.formGuids[lead.kind];
  if (!formGuid) return null;
  const fields: { name: string; value: string }[] = [];
  for (const [name, value] of Object.entries(splitContactName(lead.fields))) {
    if (value !== '') fields.push({ name: HUBSPOT_PROPERTY[name] ?? name, value });
  }
  const pageUri = lead.pageUrl ?? undefined;
  const body = {
    submittedAt: Date.parse(lead.receivedAt),
    fields,
    context: {
      // Only a real cookie value: a made-up one makes HubSpot reject the whole submission.
      ...(lead.hutk ? { hutk: lead.hutk } : {}),
      ...(pageUri ? { pageUri } : {}),
      pageName: lead.pageName ?? pageNameFrom(pageUri) ?? `TabLogs ${lead.kind} form`,
    },
    ...(lead.consent
      ? { legalConsentOptions: { consent: { consentToProcess: true, text: CONSENT_TEXT } } }
      : {}),
  };
  const base = config.apiBase.replace(/\/+$/, '');
  const url = `${base}/submissions/v3/integration/submit/${encodeURIComponent(config.portalId)}/${encodeURIComponent(formGuid)}`;
  return { url, body };
}

/** The contact form's payload as the external form handler receives it. */
export function formHandlerRequest(lead: StoredLead, url: string): OutgoingRequest {
  const { name = '', company = '', email = '', phone = '', message = '' } = lead.fields;
  return { url, body: { name, company, email, phone, message } };
}

/** The contact form has one name field; HubSpot contacts have first and last names. */
function splitContactName(fields: Readonly<Record<string, string>>): Record<string, string> {
  if (!('name' in fields)) return { ...fields };
  const { name = '', ...rest } = fields;
  const [first = '', ...others] = name.trim().split(/\s+/);
  return { first_name: first, last_name: others.join(' '), ...rest };
}

function pageNameFrom(pageUri: string | undefined): string | null {
  if (!pageUri) return null;
  try {
    return new URL(pageUri).pathname;
  } catch {
    return null;
  }
}
