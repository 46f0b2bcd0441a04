import { getContent } from '@tablogs/content/server';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { ReleaseTimeline } from '../../resources/release-timeline';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/product-updates';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Product updates',
    description:
      'What shipped in TabLogs and when: new features for field logging, reporting, the dashboard and TabLabs.',
  });

export async function loader() {
  return { updates: await getContent().productUpdates() };
}

/** The release timeline. */
export default function ProductUpdates({ loaderData: { updates } }: Route.ComponentProps) {
  return (
    <Section className="resources-page">
      <Container size="narrow">
        <SectionHeader
          headingLevel={1}
          eyebrow="Resources"
          title="Product updates"
          description="What shipped, and when. Every release is included in every plan at no extra cost."
        />
        <ReleaseTimeline updates={updates} />
      </Container>
    </Section>
  );
}
