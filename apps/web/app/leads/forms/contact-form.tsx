import type { FormPostPage } from '@tablogs/leads';
import { LeadFields } from '../lead-form/lead-fields';
import { LeadFormFrame } from '../lead-form/lead-form-frame';
import { useLeadSubmission } from '../lead-form/use-lead-submission';

/** The exact confirmation of docs/decisions/0014-form-api.md. */
export const CONTACT_CONFIRMATION =
  'Thanks! A member of the product team will respond to your email shortly.';

/** The fields Send waits for. */
const NEEDED_TO_SEND = ['email', 'message'];

/**
 * Name, company, email, phone and message. Send appears once email and message are written: by
 * CSS (leads.css), so also without JavaScript.
 */
export function ContactForm({ initial }: { initial?: FormPostPage }) {
  const form = useLeadSubmission('contact', { initial });
  const submitted = form.state.status === 'succeeded';
  return (
    <div className="contact-form" data-submitted={submitted ? '' : undefined}>
      <LeadFormFrame
        form={form}
        label="Contact the product team"
        submitLabel="Send message"
        submitNote="Write your email and a message to send it."
        success={<p>{CONTACT_CONFIRMATION}</p>}
      >
        <LeadFields form={form} neededToSend={NEEDED_TO_SEND} />
      </LeadFormFrame>
    </div>
  );
}
