import { FORM_FIELDS } from '../forms/fields';
import { FORM_KINDS } from '../forms/kinds';
import type { LeadStats, StoredLead } from '../store/types';

const FIELD_COLUMNS = [
  ...new Set(FORM_KINDS.flatMap((kind) => FORM_FIELDS[kind].map((f) => f.name))),
];
const COLUMNS = [
  'id',
  'received_at',
  'form',
  ...FIELD_COLUMNS,
  'page_url',
  'region',
  'consent',
  'spam',
  'crm_state',
  'form_handler_state',
] as const;

/** RFC 4180 field: quoted when needed, quotes doubled; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsToCsv(leads: readonly StoredLead[]): string {
  const lines = [COLUMNS.join(',')];
  for (const lead of leads) {
    const state = (target: string) => lead.deliveries.find((d) => d.target === target)?.state ?? '';
    const row: Record<string, string> = {
      ...Object.fromEntries(FIELD_COLUMNS.map((name) => [name, lead.fields[name] ?? ''])),
      id: lead.id,
      received_at: lead.receivedAt,
      form: lead.kind,
      page_url: lead.pageUrl ?? '',
      region: lead.region ?? '',
      consent: lead.consent === null ? '' : String(lead.consent),
      spam: String(lead.spam),
      crm_state: state('hubspot'),
      form_handler_state: state('form_handler'),
    };
    lines.push(COLUMNS.map((column) => csvField(row[column] ?? '')).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function leadsToJson(leads: readonly StoredLead[]): string {
  return `${JSON.stringify(leads, null, 2)}\n`;
}

export function statsToText(stats: LeadStats): string {
  const lines = [
    `Leads stored: ${stats.total} (spam: ${stats.spam}, last 7 days: ${stats.last7Days})`,
    ...Object.entries(stats.byKind).map(([kind, n]) => `  ${kind}: ${n}`),
  ];
  for (const [target, states] of Object.entries(stats.deliveries)) {
    const parts = Object.entries(states).map(([state, n]) => `${state} ${n}`);
    if (parts.length > 0)
      lines.push(`${target === 'hubspot' ? 'CRM' : 'Form handler'}: ${parts.join(', ')}`);
  }
  if (stats.oldestPendingAt) lines.push(`Oldest undelivered lead: ${stats.oldestPendingAt}`);
  return `${lines.join('\n')}\n`;
}
