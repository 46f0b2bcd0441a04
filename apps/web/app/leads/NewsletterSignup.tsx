import { CrmForm } from './crm/CrmForm';
import { NewsletterForm } from './NewsletterForm';

/** The newsletter section's form: the sign-up form, or its CRM embed. A lazy island's content. */
export function NewsletterSignup() {
  return (
    <CrmForm kind="newsletter">
      <NewsletterForm />
    </CrmForm>
  );
}
