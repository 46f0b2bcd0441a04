// Writing a lead: the row and its deliveries in one transaction. On SQLite, inserts that arrive
// together share one commit.
import { randomUUID } from 'node:crypto';
import type { Submission } from '../forms/validate';
import type { Db, Queryable } from './db';
import { LEAD_COLUMNS } from './rows';
import type { DeliveryState, DeliveryTarget, LeadStore, SubmissionContext } from './types';

/** The store's `insert`. */
export function leadInserter(db: Db): LeadStore['insert'] {
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

  return (submission, context, targets) =>
    db.dialect === 'sqlite'
      ? groupCommit.add({ submission, context, targets })
      : db.transaction((tx) => insertLead(tx, submission, context, targets));
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
