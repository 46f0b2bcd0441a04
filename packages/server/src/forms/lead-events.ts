// What the server does when the lead store and CRM outbox report something: a log line, a metric
// and, for a delivery that gives up, an alert. Lines name a lead by id, form and target only.
import type { FormPostAnswer, OutboxObservers } from '@tablogs/leads/server';
import type { Alerts } from '../ops/alerts.ts';
import { logger } from '../ops/logging.ts';
import { leadsStored, outboxDelivered, outboxGaveUp } from '../ops/metrics.ts';

const EMAIL = /[\w.+%-]+@[\w-]+(\.[\w-]+)+/g;

/**
 * An outbox message fit for the log: a CRM's error answer may quote the lead it was sent, so only
 * its status stays (`HTTP 400`; the store keeps the whole answer), and any address left is cut.
 */
export function withoutPersonalData(text: string) {
  return text.replace(/(HTTP \d{3})\b[\s\S]*?(\)?)$/, '$1$2').replace(EMAIL, '[email]');
}

/** Called with the form API's answer: a 201 means a new lead is on disk. */
export function leadAnswered(form: string | undefined, status: number, body: Buffer) {
  if (status !== 201) return;
  let leadId: unknown;
  try {
    leadId = JSON.parse(body.toString('utf8')).id;
  } catch {
    leadId = undefined;
  }
  leadsStored.inc({ form: form ?? 'unknown' });
  logger.info({ event: 'lead_stored', form, leadId }, 'lead stored');
}

/**
 * Called with a native form post's answer (decision 0034): only a stored lead is answered with a
 * redirect (to /final-step or the form's confirmation); errors are pages, refusals text.
 */
export function leadPosted(form: string | undefined, answer: FormPostAnswer) {
  if (answer.kind !== 'redirect') return;
  leadsStored.inc({ form: form ?? 'unknown' });
  logger.info({ event: 'lead_stored', form, leadId: answer.leadId, native: true }, 'lead stored');
}

export function outboxObservers(alerts: Alerts): OutboxObservers {
  return {
    log: (message) => logger.warn({ event: 'outbox' }, withoutPersonalData(message)),
    onDelivered: ({ leadId, target, attempts, durationMs }) => {
      outboxDelivered.inc({ target });
      logger.info(
        { event: 'lead_delivered', leadId, target, attempts, durationMs },
        'lead delivered',
      );
    },
    onGaveUp: ({ leadId, target, attempts, durationMs, error }) => {
      outboxGaveUp.inc({ target });
      const reason = withoutPersonalData(error).slice(0, 200);
      logger.error(
        { event: 'lead_gave_up', leadId, target, attempts, durationMs, reason },
        'lead delivery gave up',
      );
      void alerts.send(
        'delivery_gave_up',
        `TabLogs: lead ${leadId} could not be delivered to ${target} after ${attempts} attempt(s): ${reason}. It stays in the lead store; export it with \`leads export\`.`,
      );
    },
  };
}
