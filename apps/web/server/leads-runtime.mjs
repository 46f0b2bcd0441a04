// The lead store and CRM outbox (packages/leads). Its TypeScript reaches this plain-Node server
// only inside the server build: the API route registers the runtime in a process-wide slot when
// the build is imported (packages/leads/src/api/runtime.ts).
const LEADS_RUNTIME_SLOT = Symbol.for('@tablogs/leads/runtime');

/**
 * Opens the lead store (migrating it) and starts the CRM outbox before the server listens, so
 * pending deliveries resume after a restart and a broken database stops the start.
 * @param {import('@tablogs/leads/config').LeadsConfig} config
 * @returns {Promise<{ close(): Promise<void> } | null>} null when the build has no form API
 */
export async function startLeads(config) {
  const slots =
    /** @type {Record<symbol, { start(config: import('@tablogs/leads/config').LeadsConfig): Promise<unknown>, close(): Promise<void> } | undefined>} */ (
      /** @type {unknown} */ (globalThis)
    );
  const slot = slots[LEADS_RUNTIME_SLOT];
  if (!slot) return null;
  await slot.start(config);
  return slot;
}
