import { Container, Section, SectionHeader } from '@tablogs/ui';
import { Island } from '../../islands/island';
import { GetStartedForm } from '../forms/get-started-form';

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
        <Island name="GetStartedForm" component={GetStartedForm} props={{}} />
      </Container>
    </Section>
  );
}
