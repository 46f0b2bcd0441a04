import { CrmForm } from './crm/crm-form';
import { NewsletterForm } from './newsletter-form';

/** The newsletter section's form: the sign-up form, or its CRM embed. An island. */
export function NewsletterSignup() {
  return (
    <CrmForm kind="newsletter">
      <NewsletterForm />
    </CrmForm>
  );
}
