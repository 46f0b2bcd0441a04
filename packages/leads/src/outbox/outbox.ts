import type { DeliveryTarget, DueDelivery, LeadStore } from '../store/types';
import { type BackoffOptions, retryDelay } from './backoff';
import {
  type ForwardingConfig,
  formHandlerRequest,
  hubspotRequest,
  type OutgoingRequest,
} from './destinations';

export interface OutboxOptions extends Partial<BackoffOptions> {
  readonly fetch?: typeof fetch;
  readonly now?: () => Date;
  readonly random?: () => number;
  /** After this many attempts a delivery is marked failed. */
  readonly maxAttempts?: number;
  /** Per request. */
  readonly requestTimeoutMs?: number;
  /** Longest sleep between looks at the store (other processes may add rows). */
  readonly pollMs?: number;
  readonly batchSize?: number;
  readonly log?: (message: string) => void;
  /** Told of each accepted delivery (for the server's log and metrics). */
  readonly onDelivered?: (event: DeliveryEvent) => void;
  /** Told of each delivery given up for good (for the server's log, metrics and alerts). */
  readonly onGaveUp?: (event: DeliveryEvent & { error: string }) => void;
}

/** A delivery's outcome, without the lead's fields (no personal data leaves through it). */
export interface DeliveryEvent {
  readonly leadId: string;
  readonly target: DeliveryTarget;
  readonly attempts: number;
  /** The attempt's own time. */
  readonly durationMs: number;
}

export interface Outbox {
  start(): void;
  /** Look for due deliveries now (called after a new lead is stored). */
  wake(): void;
  /** One pass over the due deliveries; resolves with how many were attempted. */
  runOnce(): Promise<number>;
  /** Stops the loop; an attempt in flight is cut off and retried at the next start. */
  stop(): Promise<void>;
}

type Outcome = { kind: 'delivered' } | { kind: 'retry' | 'failed'; error: string };

/**
 * Forwards stored leads to the CRM and the form handler. A delivery is marked delivered only
 * after a 2xx; network errors, timeouts, 408, 429 and 5xx are retried with capped back-off;
 * other answers fail it for good. Claims are leases, so a crash mid-attempt retries it later.
 */
export function createOutbox(
  store: LeadStore,
  config: ForwardingConfig,
  options: OutboxOptions = {},
): Outbox {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const backoff: BackoffOptions = {
    baseDelayMs: options.baseDelayMs ?? 5_000,
    maxDelayMs: options.maxDelayMs ?? 3_600_000,
  };
  const maxAttempts = options.maxAttempts ?? 15;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  const pollMs = options.pollMs ?? 30_000;
  const batchSize = options.batchSize ?? 20;
  const log = options.log ?? ((message) => console.error(message));

  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<void> | null = null;
  const inFlight = new AbortController();

  function requestFor(due: DueDelivery): OutgoingRequest | null {
    if (due.target === 'hubspot') {
      return config.hubspot ? hubspotRequest(due.lead, config.hubspot) : null;
    }
    return config.formHandlerUrl ? formHandlerRequest(due.lead, config.formHandlerUrl) : null;
  }

  async function attempt(request: OutgoingRequest): Promise<Outcome> {
    try {
      const response = await doFetch(request.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(request.body),
        signal: AbortSignal.any([inFlight.signal, AbortSignal.timeout(requestTimeoutMs)]),
      });
      const text = await response.text().catch(() => '');
      if (response.ok) return { kind: 'delivered' };
      const error = `HTTP ${response.status} ${text.slice(0, 300)}`.trim();
      const retryable =
        response.status === 408 || response.status === 429 || response.status >= 500;
      return { kind: retryable ? 'retry' : 'failed', error };
    } catch (error) {
      return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
  }

  async function deliver(due: DueDelivery): Promise<void> {
    const { lead, target } = due;
    const request = requestFor(due);
    if (!request) {
      await store.markFailed(lead.id, target, `${target} is no longer configured`);
      return;
    }
    const started = performance.now();
    const outcome = await attempt(request);
    const event = {
      leadId: lead.id,
      target,
      attempts: due.attempts,
      durationMs: Math.round(performance.now() - started),
    };
    if (outcome.kind === 'delivered') {
      await store.markDelivered(lead.id, target, now());
      options.onDelivered?.(event);
    } else if (outcome.kind === 'failed' || due.attempts >= maxAttempts) {
      log(`Lead ${lead.id}: ${describe(target)} refused it for good: ${outcome.error}`);
      await store.markFailed(lead.id, target, outcome.error);
      options.onGaveUp?.({ ...event, error: outcome.error });
    } else {
      const next = new Date(now().getTime() + retryDelay(due.attempts, backoff, options.random));
      log(`Lead ${lead.id}: ${describe(target)} attempt ${due.attempts} failed (${outcome.error})`);
      await store.markRetry(lead.id, target, next, outcome.error);
    }
  }

  async function runOnce(): Promise<number> {
    // The lease outlasts one attempt, so a live attempt is never claimed twice.
    const due = await store.claimDue(now(), requestTimeoutMs * 3, batchSize);
    await Promise.all(due.map(deliver));
    return due.length;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, Math.max(0, delayMs));
    timer.unref?.();
  }

  function tick() {
    timer = null;
    if (!running || pass) return;
    pass = (async () => {
      try {
        const attempted = await runOnce();
        if (attempted > 0) return schedule(0);
        const next = await store.nextDueAt();
        const wait = next ? next.getTime() - now().getTime() : pollMs;
        schedule(Math.min(pollMs, wait));
      } catch (error) {
        if (!running) return;
        log(`Lead outbox: ${error instanceof Error ? error.message : String(error)}`);
        schedule(pollMs);
      }
    })().finally(() => {
      pass = null;
    });
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    wake() {
      if (running && !pass) schedule(0);
    },
    runOnce,
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      inFlight.abort();
      await pass?.catch(() => undefined);
    },
  };
}

function describe(target: DeliveryTarget): string {
  return target === 'hubspot' ? 'HubSpot' : 'the form handler';
}
