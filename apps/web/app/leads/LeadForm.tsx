import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pushDataLayerEvent } from '../analytics/dataLayer';
import { FormFeedback, SubmitButton } from './FormFeedback';
import { HoneypotField, LeadFields } from './LeadFields';
import { RequiredNote } from './RequiredNote';
import { useLeadSubmission } from './useLeadSubmission';

/** The free-trial / quote lead form: all lead fields; a stored lead goes on to /final-step. */
export function LeadForm({ submitLabel = 'Get started' }: { submitLabel?: string }) {
  const navigate = useNavigate();
  const [shownAdded, setShownAdded] = useState(false);
  const form = useLeadSubmission('quote', {
    onStored() {
      setShownAdded(true);
      pushDataLayerEvent('Lead form submitted');
      void navigate('/final-step');
    },
  });
  return (
    <form
      className="lead-form lead-form--columns"
      aria-label="Free trial request"
      noValidate
      onSubmit={form.submit}
      data-state={form.state.status}
      data-shown-added={shownAdded ? '' : undefined}
    >
      <RequiredNote />
      <LeadFields form={form} />
      <HoneypotField form={form} />
      <FormFeedback form={form} />
      <div className="lead-form__actions">
        <SubmitButton form={form} label={submitLabel} />
      </div>
    </form>
  );
}
