import type { Db } from './db';
import { deliveryQueueOver } from './delivery-queue';
import { leadInserter } from './lead-insert';
import { migrate } from './migrations';
import { LEAD_COLUMNS, type LeadRow, withDeliveries } from './rows';
import type { DeliveryState, DeliveryTarget, LeadStats, LeadStore } from './types';

/** Applies pending migrations, then returns the store over `db`. */
export async function createLeadStore(db: Db): Promise<LeadStore> {
  await migrate(db);
  return leadStoreOver(db);
}

// Reading leads lives here; writing them in lead-insert.ts, the outbox's queue in delivery-queue.ts.
function leadStoreOver(db: Db): LeadStore {
  return {
    insert: leadInserter(db),

    async get(id) {
      const rows = await db.all<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`, [id]);
      const [lead] = await withDeliveries(db, rows);
      return lead ?? null;
    },

    async list({ since, limit }) {
      const rows = await db.all<LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM leads WHERE received_at >= ? ORDER BY received_at, id LIMIT ?`,
        [since ? since.toISOString() : '', limit ?? 1_000_000],
      );
      return withDeliveries(db, rows);
    },

    async count() {
      const [row] = await db.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM leads');
      return Number(row?.n ?? 0);
    },

    async stats(now = new Date()) {
      const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
      const [totals] = await db.all<{ total: number | string; spam: number | string | null }>(
        'SELECT COUNT(*) AS total, SUM(spam) AS spam FROM leads',
      );
      const kinds = await db.all<{ form_kind: string; n: number | string }>(
        'SELECT form_kind, COUNT(*) AS n FROM leads GROUP BY form_kind ORDER BY form_kind',
      );
      const [recent] = await db.all<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM leads WHERE received_at >= ?',
        [weekAgo],
      );
      const states = await db.all<{ target: string; state: string; n: number | string }>(
        'SELECT target, state, COUNT(*) AS n FROM deliveries GROUP BY target, state',
      );
      const [pending] = await db.all<{ oldest: string | null }>(
        `SELECT MIN(l.received_at) AS oldest FROM deliveries d JOIN leads l ON l.id = d.lead_id
         WHERE d.state = 'pending'`,
      );
      const deliveries: Record<DeliveryTarget, Partial<Record<DeliveryState, number>>> = {
        hubspot: {},
        form_handler: {},
      };
      for (const row of states) {
        deliveries[row.target as DeliveryTarget][row.state as DeliveryState] = Number(row.n);
      }
      return {
        total: Number(totals?.total ?? 0),
        spam: Number(totals?.spam ?? 0),
        byKind: Object.fromEntries(kinds.map((row) => [row.form_kind, Number(row.n)])),
        last7Days: Number(recent?.n ?? 0),
        deliveries,
        oldestPendingAt: pending?.oldest ?? null,
      } satisfies LeadStats;
    },

    ...deliveryQueueOver(db),

    close: () => db.close(),
  };
}
