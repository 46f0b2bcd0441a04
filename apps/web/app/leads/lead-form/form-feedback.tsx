import { describeWait } from '@tablogs/leads/submit';
import { Button } from '@tablogs/ui';
import type { LeadSubmission } from './use-lead-submission';

/** What went wrong with the last attempt, and a retry when retrying can help. */
export function FormFeedback({ form }: { form: LeadSubmission }) {
  const { state, otherErrors } = form;
  const message = feedbackMessage(form);
  if (!message && otherErrors.length === 0) return null;
  return (
    <div className="lead-form__feedback" role="alert">
      {message ? <p>{message}</p> : null}
      {otherErrors.length > 0 ? (
        <ul>
          {otherErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {state.status === 'failed' ? (
        // A submit button, so it also sends the form where no script runs (the form's own
        // submit handler retries with the same idempotency key where one does).
        <Button type="submit" variant="secondary" size="sm">
          Retry
        </Button>
      ) : null}
    </div>
  );
}

function feedbackMessage({ state }: LeadSubmission): string | null {
  switch (state.status) {
    case 'failed':
      return 'We could not send the form: the connection or our server failed. Your details are still here; try again.';
    case 'rate-limited':
      return `This form has been sent several times from your connection in a short while. Please try again in ${describeWait(state.retryAfterSeconds ?? 60)}.`;
    case 'rejected':
      return state.rejection === 'too-large'
        ? 'The form is too long to send. Shorten the message and send it again.'
        : 'This page has been open too long to send the form safely. Reload the page and send it again.';
    default:
      return null;
  }
}

/** The submit button: disabled, and saying so, while the form is sending. */
export function SubmitButton({ form, label }: { form: LeadSubmission; label: string }) {
  const sending = form.state.status === 'sending';
  return (
    <Button type="submit" disabled={sending} aria-disabled={sending || undefined}>
      {sending ? 'Sending…' : label}
    </Button>
  );
}
