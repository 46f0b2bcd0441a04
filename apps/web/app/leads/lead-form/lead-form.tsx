import { FINAL_STEP_PATH, type FormPostPage } from '@tablogs/leads';
import { useState } from 'react';
import { pushDataLayerEventThenLeave } from '../../analytics/data-layer';
import { LeadFields } from './lead-fields';
import { LeadFormFrame } from './lead-form-frame';
import { useLeadSubmission } from './use-lead-submission';

/** The free-trial / quote lead form: all lead fields; a stored lead goes on to /final-step. */
export function LeadForm({
  submitLabel = 'Get started',
  initial,
}: {
  submitLabel?: string;
  initial?: FormPostPage;
}) {
  const [shownAdded, setShownAdded] = useState(false);
  const form = useLeadSubmission('quote', {
    initial,
    onStored() {
      setShownAdded(true);
      pushDataLayerEventThenLeave('Lead form submitted', () =>
        window.location.assign(FINAL_STEP_PATH),
      );
    },
  });
  return (
    <LeadFormFrame
      form={form}
      label="Free trial request"
      submitLabel={submitLabel}
      shownAdded={shownAdded}
    >
      <LeadFields form={form} />
    </LeadFormFrame>
  );
}
