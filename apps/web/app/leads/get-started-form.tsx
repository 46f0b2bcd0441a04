import { CrmForm } from './crm/crm-form';
import { LeadForm } from './lead-form';

/** The free-trial lead form, or its CRM embed: an island ("Get Started!" and /free-quote). */
export function GetStartedForm({ submitLabel }: { submitLabel?: string }) {
  return (
    <CrmForm kind="quote">
      <LeadForm submitLabel={submitLabel} />
    </CrmForm>
  );
}
