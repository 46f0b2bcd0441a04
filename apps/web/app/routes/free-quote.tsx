import { Container, Section, SectionHeader } from '@tablogs/ui';
import { CrmForm } from '../leads/crm/CrmForm';
import { LeadForm } from '../leads/LeadForm';
import { pageMeta } from '../seo/pageMeta';
import type { Route } from './+types/free-quote';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "You're almost there!",
    description:
      'Tell us about your team and a TabLogs specialist will set up your free trial and a quote for your logging volume.',
  });

/** The free-trial / quote request page. */
export default function FreeQuotePage() {
  return (
    <Section spacing="lg" tone="sand">
      <Container size="narrow">
        <SectionHeader
          headingLevel={1}
          title="You're almost there!"
          description="Tell us a little about your team. A geotechnical specialist will set up your free trial and send a quote for your logging volume."
        />
        <CrmForm kind="quote">
          <LeadForm submitLabel="Start my free trial" />
        </CrmForm>
      </Container>
    </Section>
  );
}
