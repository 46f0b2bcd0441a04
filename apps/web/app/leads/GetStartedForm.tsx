import { CrmForm } from './crm/CrmForm';
import { LeadForm } from './LeadForm';

/** The "Get Started!" section's form: the lead form, or its CRM embed. A lazy island's content. */
export function GetStartedForm() {
  return (
    <CrmForm kind="quote">
      <LeadForm />
    </CrmForm>
  );
}
