import type { LeadsConfig } from '../config';
import { createOutbox, type Outbox, type OutboxOptions } from '../outbox/outbox';
import { type OpenedLeadDatabase, openLeadDatabase } from '../store/open-store';
import { createSharedRateLimiter } from '../store/rate-limits';
import type { LeadStats } from '../store/types';
import { type FormPostAnswer, type FormPostOptions, handleFormPost } from './handle-form-post';
import { handleSubmission, type SubmissionDeps } from './handle-submission';
import { createRateLimiter } from './rate-limit';

/** The lead settings, as `@tablogs/leads/config` reads them from the environment. */
export type { LeadsConfig };

export interface LeadsRuntime {
  readonly config: LeadsConfig;
  /** Opens the store (if not yet open) and starts the outbox. */
  start(): Promise<void>;
  /** `clientIp`: see handleSubmission. */
  handle(request: Request, form: string | undefined, clientIp: string): Promise<Response>;
  /** A form posted without JavaScript (urlencoded): see handleFormPost. */
  handlePost(
    request: Request,
    form: string | undefined,
    clientIp: string,
    options?: FormPostOptions,
  ): Promise<FormPostAnswer>;
  /** The store's figures (pending deliveries and the oldest one, for metrics). */
  stats(): Promise<LeadStats>;
  /** Stops the outbox and closes the store. */
  close(): Promise<void>;
}

/** What the server hears of the outbox: its log lines and delivery outcomes. */
export type OutboxObservers = Pick<OutboxOptions, 'log' | 'onDelivered' | 'onGaveUp'>;

/** A store, rate limiter and outbox for one configuration. Nothing opens until it is used. */
export function createLeadsRuntime(
  config: LeadsConfig,
  observers: OutboxObservers = {},
): LeadsRuntime {
  let opening: Promise<OpenedLeadDatabase> | null = null;
  let outbox: Outbox | null = null;
  const database = () => {
    opening ??= openLeadDatabase(config).catch((error: unknown) => {
      opening = null; // the next request tries again
      throw error;
    });
    return opening;
  };
  const store = async () => (await database()).store;
  // Replicas on one PostgreSQL must share one per-address limit, or N of them allow N times it;
  // the embedded SQLite store has a single process, which counts in memory.
  const rateLimiter = config.databaseUrl
    ? createSharedRateLimiter(async () => (await database()).db, {
        limitPerMinute: config.rateLimitPerMinute,
      })
    : createRateLimiter(config.rateLimitPerMinute);

  const deps: SubmissionDeps = {
    store,
    forwarding: config.forwarding,
    rateLimiter,
    onStored: () => outbox?.wake(),
    ...(observers.log ? { log: observers.log } : {}),
  };

  return {
    config,
    async start() {
      const opened = await store();
      const forwards =
        config.forwarding.hubspot !== null || config.forwarding.formHandlerUrl !== null;
      // Rows left pending by an earlier configuration are still sent (or failed) after a restart.
      outbox ??= createOutbox(opened, config.forwarding, observers);
      if (forwards || (await opened.nextDueAt()) !== null) outbox.start();
    },
    handle: (request, form, clientIp) => handleSubmission(request, form, deps, clientIp),
    handlePost: (request, form, clientIp, options) =>
      handleFormPost(request, form, deps, clientIp, options),
    stats: async () => (await store()).stats(),
    async close() {
      await outbox?.stop();
      const open = opening;
      opening = null;
      if (open) await (await open.catch(() => null))?.store.close();
    },
  };
}
