import { randomUUID } from 'node:crypto';
import type { Submission } from '../forms/validate';
import type { Db, Param, Queryable } from './db';
import { migrate } from './migrations';
import type {
  Delivery,
  DeliveryState,
  DeliveryTarget,
  DueDelivery,
  LeadStats,
  LeadStore,
  StoredLead,
  SubmissionContext,
} from './types';

interface LeadRow {
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

interface DeliveryRow {
  lead_id: string;
  target: string;
  state: string;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
}

const LEAD_COLUMNS =
  'id, form_kind, payload, received_at, page_url, page_name, region, user_agent, hutk, idempotency_key, consent, spam';
const DELIVERY_COLUMNS =
  'lead_id, target, state, attempts, next_attempt_at, last_error, delivered_at';
// Error texts from remote servers are kept short in the row.
const ERROR_MAX_LENGTH = 500;

/** Applies pending migrations, then returns the store over `db`. */
export async function createLeadStore(db: Db): Promise<LeadStore> {
  await migrate(db);
  return leadStoreOver(db);
}

function leadStoreOver(db: Db): LeadStore {
  // SQLite has one writer and syncs the disk on every commit: inserts that arrive while one
  // commit is syncing are written together in the next transaction ("group commit"). Each
  // caller still hears back only after its own row is committed.
  const groupCommit = batcher<InsertJob, InsertResult>((jobs) =>
    db.transaction(async (tx) => {
      const results: InsertResult[] = [];
      for (const job of jobs) {
        results.push(await insertLead(tx, job.submission, job.context, job.targets));
      }
      return results;
    }),
  );

  async function withDeliveries(q: Queryable, rows: LeadRow[]): Promise<StoredLead[]> {
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
    insert: (submission, context, targets) =>
      db.dialect === 'sqlite'
        ? groupCommit.add({ submission, context, targets })
        : db.transaction((tx) => insertLead(tx, submission, context, targets)),

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

    close: () => db.close(),
  };
}

/** Inserts one lead and its deliveries inside the caller's transaction. */
async function insertLead(
  tx: Queryable,
  submission: Submission,
  context: SubmissionContext,
  targets: Readonly<Partial<Record<DeliveryTarget, boolean>>>,
): Promise<InsertResult> {
  const id = randomUUID();
  const receivedAt = context.receivedAt.toISOString();
  const inserted = await tx.all<{ id: string }>(
    `INSERT INTO leads (${LEAD_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (form_kind, idempotency_key) DO NOTHING RETURNING id`,
    [
      id,
      submission.kind,
      JSON.stringify(submission.fields),
      receivedAt,
      submission.pageUrl ?? context.referer,
      submission.pageName,
      submission.region,
      context.userAgent,
      context.hutk,
      context.idempotencyKey,
      submission.consent === null ? null : Number(submission.consent),
      Number(submission.spam),
    ],
  );
  if (inserted.length === 0) {
    const [first] = await tx.all<{ id: string }>(
      'SELECT id FROM leads WHERE form_kind = ? AND idempotency_key = ?',
      [submission.kind, context.idempotencyKey],
    );
    if (!first) throw new Error('An idempotency conflict left no row to answer with');
    return { id: first.id, created: false };
  }
  for (const [target, configured] of Object.entries(targets)) {
    const state: DeliveryState = submission.spam
      ? 'skipped'
      : configured
        ? 'pending'
        : 'not_configured';
    await tx.run(
      'INSERT INTO deliveries (lead_id, target, state, attempts, next_attempt_at) VALUES (?, ?, ?, 0, ?)',
      [id, target, state, state === 'pending' ? receivedAt : null],
    );
  }
  return { id, created: true };
}

interface InsertJob {
  submission: Submission;
  context: SubmissionContext;
  targets: Readonly<Partial<Record<DeliveryTarget, boolean>>>;
}
type InsertResult = { id: string; created: boolean };

/** Runs queued items in batches, one batch at a time; a failed batch fails each of its items. */
function batcher<Item, Result>(run: (items: Item[]) => Promise<Result[]>, maxBatch = 200) {
  const queue: { item: Item; resolve(result: Result): void; reject(error: unknown): void }[] = [];
  let running = false;
  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await run(batch.map((entry) => entry.item));
        for (const [index, entry] of batch.entries()) entry.resolve(results[index] as Result);
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    running = false;
  }
  return {
    add(item: Item): Promise<Result> {
      return new Promise((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!running) void drain();
      });
    },
  };
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
