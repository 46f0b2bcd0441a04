import type { FormKind, SubmissionRegion } from '../forms/kinds';
import type { Submission } from '../forms/validate';

/** Where a stored lead is forwarded to. */
export const DELIVERY_TARGETS = ['hubspot', 'form_handler'] as const;
export type DeliveryTarget = (typeof DELIVERY_TARGETS)[number];

/**
 * pending: waiting for its (next) attempt; delivered: the destination answered 2xx;
 * failed: the destination refused it for good or attempts ran out; not_configured: no such
 * destination was set up when it arrived; skipped: spam, never forwarded.
 */
export const DELIVERY_STATES = [
  'pending',
  'delivered',
  'failed',
  'not_configured',
  'skipped',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** What the server knows about a request besides its fields. */
export interface SubmissionContext {
  readonly receivedAt: Date;
  readonly userAgent: string | null;
  /** The visitor's hubspotutk cookie, when a real one was sent. */
  readonly hutk: string | null;
  readonly idempotencyKey: string | null;
  /** The Referer, used when the body names no page. */
  readonly referer: string | null;
}

export interface Delivery {
  readonly target: DeliveryTarget;
  readonly state: DeliveryState;
  readonly attempts: number;
  readonly nextAttemptAt: string | null;
  readonly lastError: string | null;
  readonly deliveredAt: string | null;
}

export interface StoredLead {
  readonly id: string;
  readonly kind: FormKind;
  readonly fields: Readonly<Record<string, string>>;
  readonly receivedAt: string;
  readonly pageUrl: string | null;
  readonly pageName: string | null;
  readonly region: SubmissionRegion | null;
  readonly userAgent: string | null;
  readonly hutk: string | null;
  readonly idempotencyKey: string | null;
  readonly consent: boolean | null;
  readonly spam: boolean;
  readonly deliveries: readonly Delivery[];
}

/** A delivery the outbox has claimed, with the lead it carries. */
export interface DueDelivery {
  readonly lead: StoredLead;
  readonly target: DeliveryTarget;
  readonly attempts: number;
}

export interface LeadStats {
  readonly total: number;
  readonly spam: number;
  readonly byKind: Readonly<Record<string, number>>;
  readonly last7Days: number;
  readonly deliveries: Readonly<Record<DeliveryTarget, Partial<Record<DeliveryState, number>>>>;
  readonly oldestPendingAt: string | null;
}

export interface LeadStore {
  /**
   * Stores a submission and its deliveries in one transaction. A second call with the same
   * form and idempotency key stores nothing and returns the first row's id.
   */
  insert(
    submission: Submission,
    context: SubmissionContext,
    targets: Readonly<Partial<Record<DeliveryTarget, boolean>>>,
  ): Promise<{ id: string; created: boolean }>;
  get(id: string): Promise<StoredLead | null>;
  /** Leads received at or after `since`, oldest first. */
  list(options: { since?: Date; limit?: number }): Promise<StoredLead[]>;
  count(): Promise<number>;
  stats(now?: Date): Promise<LeadStats>;
  /**
   * Claims up to `limit` pending deliveries due by `now`, pushing their next attempt to
   * `now + leaseMs` so no other worker takes them meanwhile.
   */
  claimDue(now: Date, leaseMs: number, limit: number): Promise<DueDelivery[]>;
  markDelivered(leadId: string, target: DeliveryTarget, at: Date): Promise<void>;
  markRetry(leadId: string, target: DeliveryTarget, nextAt: Date, error: string): Promise<void>;
  markFailed(leadId: string, target: DeliveryTarget, error: string): Promise<void>;
  /** The earliest next attempt of any pending delivery. */
  nextDueAt(): Promise<Date | null>;
  close(): Promise<void>;
}
