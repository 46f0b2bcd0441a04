import { Container, Section, SectionHeader } from '@tablogs/ui';
import { NextSteps } from '../../leads/sections/next-steps';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/final-step';

// A thank-you page is reached by sending a form, not from search results.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Thanks, we have your details',
    description: 'What happens after you ask TabLogs for a free trial or a quote.',
    noindex: true,
  });

/** Where the lead form lands: thanks, what happens next, and links onward. */
export default function FinalStepPage() {
  return (
    <Section spacing="lg">
      <Container>
        <SectionHeader
          headingLevel={1}
          title="Thanks, we have your details"
          description="Your request is safely with us. Here is what happens next."
        />
        <NextSteps />
      </Container>
    </Section>
  );
}
