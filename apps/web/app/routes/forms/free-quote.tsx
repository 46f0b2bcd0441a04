import { Container, Section, SectionHeader } from '@tablogs/ui';
import { Island } from '../../islands/island';
import { GetStartedForm } from '../../leads/forms/get-started-form';
import { pageMeta } from '../../seo/page-meta';
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
        <Island
          name="GetStartedForm"
          component={GetStartedForm}
          props={{ submitLabel: 'Start my free trial' }}
        />
      </Container>
    </Section>
  );
}
