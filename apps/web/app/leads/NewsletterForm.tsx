import { FormFeedback, SubmitButton } from './FormFeedback';
import { HoneypotField, LeadFields } from './LeadFields';
import { RequiredNote } from './RequiredNote';
import { SuccessMessage } from './SuccessMessage';
import { useLeadSubmission } from './useLeadSubmission';

/** Monthly newsletter sign-up: first name, email and company; the rest go with defaults. */
export function NewsletterForm() {
  const form = useLeadSubmission('newsletter');
  const shownAdded = form.state.status === 'succeeded';
  return (
    <div className="newsletter-form" data-shown-added={shownAdded ? '' : undefined}>
      {shownAdded ? (
        <SuccessMessage>
          <p className="lead-form__success-title">You&apos;re signed up.</p>
          <p>The next TabLogs newsletter will arrive in your inbox at the start of the month.</p>
        </SuccessMessage>
      ) : (
        <form
          className="lead-form lead-form--inline"
          aria-label="Newsletter sign-up"
          noValidate
          onSubmit={form.submit}
          data-state={form.state.status}
        >
          <RequiredNote />
          <LeadFields form={form} />
          <HoneypotField form={form} />
          <div className="lead-form__actions">
            <SubmitButton form={form} label="Sign up" />
          </div>
          <FormFeedback form={form} />
        </form>
      )}
    </div>
  );
}
