import { Container, Section, SectionHeader } from '@tablogs/ui';
import { useLocation } from 'react-router';
import { FeatureHero } from '../features/FeatureHero';
import { loadHowItWorks } from '../features/howItWorksContent.server';
import { WorkflowSteps } from '../features/WorkflowSteps';
import { RegionVariants } from '../region/RegionVariants';
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

/** The workflow from field logging to the issued report. */
export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { page } = loaderData;
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
            title="From the field log to the issued report"
            description="Each step works on the same data, entered once at the rig."
          />
          <WorkflowSteps steps={loaderData.steps} />
        </Container>
      </Section>
      <Section spacing="lg">
        <Container>
          <RegionVariants variants={loaderData.blocks}>
            {(blocks) => <MediaBlocks blocks={blocks} currentPath={location.pathname} />}
          </RegionVariants>
        </Container>
      </Section>
    </>
  );
}
