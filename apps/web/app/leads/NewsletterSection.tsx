import { Container, Section, SectionHeader } from '@tablogs/ui';
import { CrmForm } from './crm/CrmForm';
import { NewsletterForm } from './NewsletterForm';

/** "Sign up to our monthly newsletter" with the newsletter form (or its CRM embed). */
export function NewsletterSection() {
  return (
    <Section tone="muted" className="newsletter-section" aria-label="Newsletter sign-up">
      <Container size="narrow">
        <SectionHeader title="Sign up to our monthly newsletter" align="center" />
        <CrmForm kind="newsletter">
          <NewsletterForm />
        </CrmForm>
      </Container>
    </Section>
  );
}
