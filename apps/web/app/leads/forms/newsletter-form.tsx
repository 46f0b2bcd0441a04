import type { FormPostPage } from '@tablogs/leads';
import { LeadFields } from '../lead-form/lead-fields';
import { LeadFormFrame } from '../lead-form/lead-form-frame';
import { useLeadSubmission } from '../lead-form/use-lead-submission';

/** Monthly newsletter sign-up: first name, email and company; the rest go with defaults. */
export function NewsletterForm({ initial }: { initial?: FormPostPage }) {
  const form = useLeadSubmission('newsletter', { initial });
  const shownAdded = form.state.status === 'succeeded';
  return (
    <div className="newsletter-form" data-shown-added={shownAdded ? '' : undefined}>
      <LeadFormFrame
        form={form}
        label="Newsletter sign-up"
        layout="inline"
        submitLabel="Sign up"
        success={
          <>
            <p className="lead-form__success-title">You&apos;re signed up.</p>
            <p>The next TabLogs newsletter will arrive in your inbox at the start of the month.</p>
          </>
        }
      >
        <LeadFields form={form} />
      </LeadFormFrame>
    </div>
  );
}
