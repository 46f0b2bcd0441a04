import type { FormPostPage } from '@tablogs/leads';
import { CrmForm } from '../crm/crm-form';
import { LeadForm } from '../lead-form/lead-form';

/** The free-trial lead form, or its CRM embed: an island ("Get Started!" and /free-quote). */
export function GetStartedForm({
  submitLabel,
  initial,
}: {
  submitLabel?: string;
  /** The visitor's values and errors after a post without JavaScript (decision 0034). */
  initial?: FormPostPage;
}) {
  return (
    <CrmForm kind="quote">
      <LeadForm submitLabel={submitLabel} initial={initial} />
    </CrmForm>
  );
}
