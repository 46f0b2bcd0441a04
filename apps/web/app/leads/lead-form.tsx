import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pushDataLayerEvent } from '../analytics/data-layer';
import { LeadFields } from './lead-fields';
import { LeadFormFrame } from './lead-form-frame';
import { useLeadSubmission } from './use-lead-submission';

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
