// Tells someone when the site needs a person (docs/decisions/0035-drain-logs-metrics-alerts.md):
// with ALERT_WEBHOOK_URL set, a failed publish and a CRM delivery that gives up each POST
// `{"text": "…"}`, the body Slack and Microsoft Teams incoming webhooks take. One message per
// kind per 10 minutes at most, so an outage is one message, not one per lead.
import { logger } from './logging.ts';

export const ALERT_KINDS = ['publish_failed', 'delivery_gave_up'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export type Alerts = {
  /** Sends the alert unless this kind was sent in the last quiet period; never throws. */
  send(kind: AlertKind, text: string): Promise<void>;
};

const QUIET_MS = 10 * 60_000;
const TIMEOUT_MS = 5_000;

/** ALERT_WEBHOOK_URL's problem, if any (config.ts reports it and stops the start). */
export function alertUrlProblem(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim());
    if (url.protocol === 'https:' || url.protocol === 'http:') return null;
  } catch {
    // reported below
  }
  return `ALERT_WEBHOOK_URL must be an http(s) URL; got "${raw}"`;
}

export function createAlerts(
  webhookUrl: string | null,
  options: { fetch?: typeof fetch; now?: () => number; quietMs?: number; site?: string } = {},
): Alerts {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const quietMs = options.quietMs ?? QUIET_MS;
  const lastSent = new Map<AlertKind, number>();
  return {
    async send(kind, text) {
      if (!webhookUrl) return;
      const last = lastSent.get(kind);
      if (last !== undefined && now() - last < quietMs) {
        logger.info(
          { event: 'alert_held_back', alert: kind },
          'alert held back: one was sent in the last 10 minutes',
        );
        return;
      }
      lastSent.set(kind, now());
      const prefix = options.site ? `[${options.site}] ` : '';
      try {
        const response = await doFetch(webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ text: `${prefix}${text}` }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        logger.info({ event: 'alert_sent', alert: kind }, 'alert sent');
      } catch (error) {
        logger.error(
          {
            event: 'alert_failed',
            alert: kind,
            error: error instanceof Error ? error.message : String(error),
          },
          'alert could not be sent',
        );
      }
    },
  };
}
