// The CRM outbox's queue in the deliveries table: claiming due deliveries under a lease, and
// recording what became of each attempt.
import type { Db, Param } from './db';
import {
  DELIVERY_COLUMNS,
  type DeliveryRow,
  LEAD_COLUMNS,
  type LeadRow,
  withDeliveries,
} from './rows';
import type { DeliveryTarget, DueDelivery, LeadStore } from './types';

// Error texts from remote servers are kept short in the row.
const ERROR_MAX_LENGTH = 500;

type DeliveryQueue = Pick<
  LeadStore,
  'claimDue' | 'markDelivered' | 'markRetry' | 'markFailed' | 'nextDueAt'
>;

export function deliveryQueueOver(db: Db): DeliveryQueue {
  async function setDelivery(
    leadId: string,
    target: DeliveryTarget,
    assignments: string,
    params: readonly Param[],
  ) {
    await db.run(`UPDATE deliveries SET ${assignments} WHERE lead_id = ? AND target = ?`, [
      ...params,
      leadId,
      target,
    ]);
  }

  return {
    async claimDue(now, leaseMs, limit) {
      const due = await db.all<DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE state = 'pending' AND next_attempt_at <= ?
         ORDER BY next_attempt_at LIMIT ?`,
        [now.toISOString(), limit],
      );
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      const claimed: DeliveryRow[] = [];
      for (const row of due) {
        // Only the worker whose update still sees the old next_attempt_at gets the delivery.
        const changed = await db.run(
          `UPDATE deliveries SET next_attempt_at = ?, attempts = attempts + 1
           WHERE lead_id = ? AND target = ? AND state = 'pending' AND next_attempt_at = ?`,
          [leaseUntil, row.lead_id, row.target, row.next_attempt_at],
        );
        if (changed === 1) claimed.push(row);
      }
      if (claimed.length === 0) return [];
      const ids = [...new Set(claimed.map((row) => row.lead_id))];
      const leads = await withDeliveries(
        db,
        await db.all<LeadRow>(
          `SELECT ${LEAD_COLUMNS} FROM leads WHERE id IN (${ids.map(() => '?').join(', ')})`,
          ids,
        ),
      );
      const byId = new Map(leads.map((lead) => [lead.id, lead]));
      return claimed.flatMap((row): DueDelivery[] => {
        const lead = byId.get(row.lead_id);
        return lead
          ? [{ lead, target: row.target as DeliveryTarget, attempts: row.attempts + 1 }]
          : [];
      });
    },

    markDelivered: (leadId, target, at) =>
      setDelivery(leadId, target, "state = 'delivered', delivered_at = ?, last_error = NULL", [
        at.toISOString(),
      ]),

    markRetry: (leadId, target, nextAt, error) =>
      setDelivery(leadId, target, 'next_attempt_at = ?, last_error = ?', [
        nextAt.toISOString(),
        error.slice(0, ERROR_MAX_LENGTH),
      ]),

    markFailed: (leadId, target, error) =>
      setDelivery(leadId, target, "state = 'failed', next_attempt_at = NULL, last_error = ?", [
        error.slice(0, ERROR_MAX_LENGTH),
      ]),

    async nextDueAt() {
      const [row] = await db.all<{ at: string | null }>(
        "SELECT MIN(next_attempt_at) AS at FROM deliveries WHERE state = 'pending'",
      );
      return row?.at ? new Date(row.at) : null;
    },
  };
}
