import { CrmForm } from './crm/crm-form';
import { LeadForm } from './lead-form';

/** The "Get Started!" section's form: the lead form, or its CRM embed. A lazy island's content. */
export function GetStartedForm() {
  return (
    <CrmForm kind="quote">
      <LeadForm />
    </CrmForm>
  );
}
