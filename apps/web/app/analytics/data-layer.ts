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

/** How long a page waits for the tag manager to send an event before it is left anyway. */
const LEAVE_TIMEOUT_MS = 1500;

/**
 * Pushes an event the page is about to be left after, then runs `leave`: once the tag manager
 * has sent the event (GTM's `eventCallback`), after LEAVE_TIMEOUT_MS at most, or at once when no
 * tag manager is loaded. Every navigation loads a page (decision 0032), and an event still
 * queued on the page being left would never be sent.
 */
export function pushDataLayerEventThenLeave(event: string, leave: () => void): void {
  let left = false;
  const leaveOnce = () => {
    if (left) return;
    left = true;
    leave();
  };
  pushDataLayerEvent(event, { eventCallback: leaveOnce, eventTimeout: LEAVE_TIMEOUT_MS });
  if ('google_tag_manager' in window) setTimeout(leaveOnce, LEAVE_TIMEOUT_MS);
  else leaveOnce();
}
