import { Container, Section, SectionHeader } from '@tablogs/ui';
import { useLocation } from 'react-router';
import { FeatureHero } from '../../features/feature-hero';
import { loadHowItWorks } from '../../features/how-it-works-content.server';
import { WorkflowSteps, workflowStepBlocks } from '../../features/workflow-steps';
import { DiscoveryCallCta } from '../../sections/discovery-call-cta';
import { MediaBlocks } from '../../sections/media-blocks';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/how-it-works';

export async function loader() {
  // No SoftwareApplication node: this page shows no price, and structured data describes
  // only what the page shows (decision 0036).
  return loadHowItWorks();
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: 'How it works',
          description: loaderData.page.intro,
          url: loaderData.pageUrl,
        }),
      ]
    : [];

/** The workflow from planning to the issued report: the step list, then each step in detail. */
export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { page, steps } = loaderData;
  return (
    <>
      <FeatureHero page={page} eyebrow="How it works" />
      <Section tone="muted" spacing="lg">
        <Container>
          <SectionHeader
            eyebrow="The workflow"
            title="From the site plan to the issued report"
            description="Each step works on the same data, entered once at the rig."
          />
          <WorkflowSteps steps={steps} />
        </Container>
      </Section>
      <Section as="div" spacing="lg">
        <Container>
          <MediaBlocks
            blocks={workflowStepBlocks(steps)}
            currentPath={location.pathname}
            kind="workflowStep"
          />
        </Container>
      </Section>
      <DiscoveryCallCta text={loaderData.discoveryPromo.text} />
    </>
  );
}
