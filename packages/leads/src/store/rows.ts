// The two tables' rows as SQL returns them, and the leads they read as.
import type { Queryable } from './db';
import type { Delivery, DeliveryState, DeliveryTarget, StoredLead } from './types';

export interface LeadRow {
  id: string;
  form_kind: string;
  payload: string;
  received_at: string;
  page_url: string | null;
  page_name: string | null;
  region: string | null;
  user_agent: string | null;
  hutk: string | null;
  idempotency_key: string | null;
  consent: number | null;
  spam: number;
}

export interface DeliveryRow {
  lead_id: string;
  target: string;
  state: string;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
}

export const LEAD_COLUMNS =
  'id, form_kind, payload, received_at, page_url, page_name, region, user_agent, hutk, idempotency_key, consent, spam';
export const DELIVERY_COLUMNS =
  'lead_id, target, state, attempts, next_attempt_at, last_error, delivered_at';

/** The leads of `rows`, each with its deliveries (read 500 leads at a time). */
export async function withDeliveries(q: Queryable, rows: LeadRow[]): Promise<StoredLead[]> {
  const deliveries = new Map<string, Delivery[]>();
  for (let start = 0; start < rows.length; start += 500) {
    const ids = rows.slice(start, start + 500).map((row) => row.id);
    const found = await q.all<DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE lead_id IN (${ids.map(() => '?').join(', ')}) ORDER BY target`,
      ids,
    );
    for (const row of found) {
      const list = deliveries.get(row.lead_id) ?? [];
      list.push(toDelivery(row));
      deliveries.set(row.lead_id, list);
    }
  }
  return rows.map((row) => toLead(row, deliveries.get(row.id) ?? []));
}

function toDelivery(row: DeliveryRow): Delivery {
  return {
    target: row.target as DeliveryTarget,
    state: row.state as DeliveryState,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    deliveredAt: row.delivered_at,
  };
}

function toLead(row: LeadRow, deliveries: Delivery[]): StoredLead {
  return {
    id: row.id,
    kind: row.form_kind as StoredLead['kind'],
    fields: JSON.parse(row.payload) as Record<string, string>,
    receivedAt: row.received_at,
    pageUrl: row.page_url,
    pageName: row.page_name,
    region: row.region as StoredLead['region'],
    userAgent: row.user_agent,
    hutk: row.hutk,
    idempotencyKey: row.idempotency_key,
    consent: row.consent === null ? null : Boolean(Number(row.consent)),
    spam: Boolean(Number(row.spam)),
    deliveries,
  };
}
