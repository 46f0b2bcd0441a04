import { FormFeedback, SubmitButton } from './FormFeedback';
import { HoneypotField, LeadFields } from './LeadFields';
import { RequiredNote } from './RequiredNote';
import { SuccessMessage } from './SuccessMessage';
import { useLeadSubmission } from './useLeadSubmission';

/** The exact confirmation of spec §8. */
export const CONTACT_CONFIRMATION =
  'Thanks! A member of the product team will respond to your email shortly.';

/** Name, company, email, phone and message. Send appears once email and message are written. */
export function ContactForm() {
  const form = useLeadSubmission('contact');
  const submitted = form.state.status === 'succeeded';
  const canSend =
    (form.values.email ?? '').trim() !== '' && (form.values.message ?? '').trim() !== '';
  return (
    <div className="contact-form" data-submitted={submitted ? '' : undefined}>
      {submitted ? (
        <SuccessMessage>
          <p>{CONTACT_CONFIRMATION}</p>
        </SuccessMessage>
      ) : (
        <form
          className="lead-form lead-form--columns"
          aria-label="Contact the product team"
          noValidate
          onSubmit={form.submit}
          data-state={form.state.status}
        >
          <RequiredNote />
          <LeadFields form={form} />
          <HoneypotField form={form} />
          <FormFeedback form={form} />
          <div className="lead-form__actions">
            {canSend ? (
              <SubmitButton form={form} label="Send message" />
            ) : (
              <p className="lead-form__note">Write your email and a message to send it.</p>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
