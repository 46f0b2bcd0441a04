// The tag manager's queue. It exists from the client entry on, so events pushed before the
// tag manager loads (or when it never does) are kept in order rather than lost.

export type DataLayerEntry = Record<string, unknown> | IArguments;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export function ensureDataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Pushes one analytics event (docs/decisions/0015-analytics-events.md names them). */
export function pushDataLayerEvent(event: string, details: Record<string, unknown> = {}): void {
  ensureDataLayer().push({ event, ...details });
}
