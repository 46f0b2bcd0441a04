import type { LeadsConfig } from '../config';
import { createOutbox, type Outbox } from '../outbox/outbox';
import { type OpenedLeadDatabase, openLeadDatabase } from '../store/open-store';
import { createSharedRateLimiter } from '../store/rate-limits';
import { handleSubmission } from './handle-submission';
import { createRateLimiter } from './rate-limit';

/** The lead settings, as `@tablogs/leads/config` reads them from the environment. */
export type { LeadsConfig };

export interface LeadsRuntime {
  readonly config: LeadsConfig;
  /** Opens the store (if not yet open) and starts the outbox. */
  start(): Promise<void>;
  handle(request: Request, form: string | undefined): Promise<Response>;
  /** Stops the outbox and closes the store. */
  close(): Promise<void>;
}

/** A store, rate limiter and outbox for one configuration. Nothing opens until it is used. */
export function createLeadsRuntime(config: LeadsConfig): LeadsRuntime {
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

  return {
    config,
    async start() {
      const opened = await store();
      const forwards =
        config.forwarding.hubspot !== null || config.forwarding.formHandlerUrl !== null;
      // Rows left pending by an earlier configuration are still sent (or failed) after a restart.
      outbox ??= createOutbox(opened, config.forwarding);
      if (forwards || (await opened.nextDueAt()) !== null) outbox.start();
    },
    handle: (request, form) =>
      handleSubmission(request, form, {
        store,
        forwarding: config.forwarding,
        rateLimiter,
        onStored: () => outbox?.wake(),
      }),
    async close() {
      await outbox?.stop();
      const open = opening;
      opening = null;
      if (open) await (await open.catch(() => null))?.store.close();
    },
  };
}

// The production server (apps/web/server) and the API route live in separate module graphs: the
// route is bundled into the server build, which the server imports (and publishing replaces), so
// an import of this package from the server would make a second runtime. The route hands the
// server its runtime through this process-wide slot instead. Importing the build registers it; only start() opens anything, so
// the prerender (which imports the same build) never touches the database.
const SLOT = Symbol.for('@tablogs/leads/runtime');

interface RuntimeSlot {
  current: LeadsRuntime | null;
  key: string | null;
  /** Called by the server with its validated config; reuses the runtime for the same config. */
  start(config: LeadsConfig): Promise<LeadsRuntime>;
  close(): Promise<void>;
}

function slot(): RuntimeSlot {
  const holder = globalThis as typeof globalThis & { [SLOT]?: RuntimeSlot };
  holder[SLOT] ??= {
    current: null,
    key: null,
    async start(config) {
      const key = JSON.stringify(config);
      if (this.current && this.key !== key) await this.close();
      if (!this.current) {
        this.current = createLeadsRuntime(config);
        this.key = key;
      }
      await this.current.start();
      return this.current;
    },
    async close() {
      const runtime = this.current;
      this.current = null;
      this.key = null;
      await runtime?.close();
    },
  };
  return holder[SLOT];
}

/** Makes the runtime slot visible to the server process (call at module level in the route). */
export function registerLeadsRuntimeSlot(): void {
  slot();
}

/**
 * The runtime the server started; without one (the dev server), one is created from
 * `fallbackConfig()` on first use, once per process.
 */
export function currentLeadsRuntime(fallbackConfig: () => LeadsConfig): LeadsRuntime {
  const holder = slot();
  if (!holder.current) {
    const config = fallbackConfig();
    holder.current = createLeadsRuntime(config);
    holder.key = JSON.stringify(config);
  }
  return holder.current;
}
