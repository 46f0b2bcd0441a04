import { Container, Section, SectionHeader } from '@tablogs/ui';
import { useLocation } from 'react-router';
import { FeatureHero } from '../features/FeatureHero';
import { loadHowItWorks } from '../features/howItWorksContent.server';
import { WorkflowSteps, workflowStepBlocks } from '../features/WorkflowSteps';
import { DiscoveryCallCta } from '../sections/DiscoveryCallCta';
import { MediaBlocks } from '../sections/MediaBlocks';
import { JsonLd } from '../seo/JsonLd';
import { pageMeta } from '../seo/pageMeta';
import { softwareApplicationLd } from '../seo/structuredData';
import type { Route } from './+types/how-it-works';

export const loader = () => loadHowItWorks();

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
      <JsonLd
        data={softwareApplicationLd({
          name: 'TabLogs',
          description: page.intro,
          url: loaderData.pageUrl,
        })}
      />
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
      <Section spacing="lg">
        <Container>
          <MediaBlocks blocks={workflowStepBlocks(steps)} currentPath={location.pathname} />
        </Container>
      </Section>
      <DiscoveryCallCta text={loaderData.discoveryPromo.text} />
    </>
  );
}
