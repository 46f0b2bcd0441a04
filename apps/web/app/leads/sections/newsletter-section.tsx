import { Container, Section, SectionHeader } from '@tablogs/ui';
import { Island } from '../../islands/island';
import { NewsletterSignup } from './newsletter-signup';

/** "Sign up to our monthly newsletter" with the newsletter form (or its CRM embed). */
export function NewsletterSection() {
  return (
    <Section tone="muted" className="newsletter-section" aria-label="Newsletter sign-up">
      <Container size="narrow">
        <SectionHeader title="Sign up to our monthly newsletter" align="center" />
        <Island name="NewsletterSignup" component={NewsletterSignup} props={{}} />
      </Container>
    </Section>
  );
}
