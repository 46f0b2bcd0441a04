// The lead store and CRM outbox (packages/leads). The server build bundles its own copy of that
// package, a module graph apart from this server's: the API route registers the runtime in a
// process-wide slot when the build is imported (packages/leads/src/api/runtime.ts), and the server
// takes it from there.
import type { LeadsConfig } from '@tablogs/leads/config';

/** What the server calls on the slot (RuntimeSlot in packages/leads/src/api/runtime.ts). */
interface LeadsRuntimeSlot {
  start(config: LeadsConfig): Promise<unknown>;
  close(): Promise<void>;
}

const LEADS_RUNTIME_SLOT = Symbol.for('@tablogs/leads/runtime');

/**
 * Opens the lead store (migrating it) and starts the CRM outbox before the server listens, so
 * pending deliveries resume after a restart and a broken database stops the start.
 * @returns null when the build has no form API
 */
export async function startLeads(config: LeadsConfig): Promise<LeadsRuntimeSlot | null> {
  const slots = globalThis as Record<symbol, LeadsRuntimeSlot | undefined>;
  const slot = slots[LEADS_RUNTIME_SLOT];
  if (!slot) return null;
  await slot.start(config);
  return slot;
}
