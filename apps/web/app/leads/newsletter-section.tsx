import { Container, Section, SectionHeader } from '@tablogs/ui';
import { leadFormIsland } from './lead-form-island';

/** The sign-up form, or its CRM embed: a lazy island, loaded after the page. */
const NewsletterSignupIsland = leadFormIsland('NewsletterSignupIsland', () =>
  import('./newsletter-signup').then((module) => module.NewsletterSignup),
);

/** "Sign up to our monthly newsletter" with the newsletter form (or its CRM embed). */
export function NewsletterSection() {
  return (
    <Section tone="muted" className="newsletter-section" aria-label="Newsletter sign-up">
      <Container size="narrow">
        <SectionHeader title="Sign up to our monthly newsletter" align="center" />
        <NewsletterSignupIsland />
      </Container>
    </Section>
  );
}
