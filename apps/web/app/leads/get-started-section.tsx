import { Container, Section, SectionHeader } from '@tablogs/ui';
import { leadFormIsland } from './lead-form-island';

/** The lead form, or its CRM embed: a lazy island, loaded after the page. */
const GetStartedFormIsland = leadFormIsland('GetStartedFormIsland', () =>
  import('./get-started-form').then((module) => module.GetStartedForm),
);

/** The free-trial block: "Get Started!" and the lead form (or its CRM embed). */
export function GetStartedSection({ tone = 'default' }: { tone?: 'default' | 'alternate' }) {
  return (
    <Section
      tone={tone === 'alternate' ? 'alternate' : 'sand'}
      className="get-started"
      aria-label="Get started"
    >
      <Container size="narrow">
        <SectionHeader
          title="Get Started!"
          description="Chat with one of our geotechnical specialists and get started with a free trial."
          align="center"
        />
        <GetStartedFormIsland />
      </Container>
    </Section>
  );
}
