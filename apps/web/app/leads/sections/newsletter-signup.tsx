import type { FormPostPage } from '@tablogs/leads';
import { CrmForm } from '../crm/crm-form';
import { NewsletterForm } from '../forms/newsletter-form';

/** The newsletter section's form: the sign-up form, or its CRM embed. An island. */
export function NewsletterSignup({ initial }: { initial?: FormPostPage }) {
  return (
    <CrmForm kind="newsletter">
      <NewsletterForm initial={initial} />
    </CrmForm>
  );
}
