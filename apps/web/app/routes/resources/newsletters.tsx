import { getContent } from '@tablogs/content/server';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { NewsletterSection } from '../../leads';
import { NewsletterCards } from '../../resources/newsletter-cards';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/newsletters';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Newsletters',
    description:
      'Every edition of TabLogs Monthly: product news, field logging tips and dates for your calendar.',
  });

export async function loader() {
  const editions = await getContent().newsletters();
  return {
    editions: editions.map(({ id, index, name, blurb, date, image }) => ({
      id,
      index,
      name,
      blurb,
      date,
      image,
    })),
  };
}

/** The list of monthly newsletter editions. */
export default function Newsletters({ loaderData: { editions } }: Route.ComponentProps) {
  return (
    <>
      <Section className="resources-page">
        <Container>
          <SectionHeader
            headingLevel={1}
            eyebrow="Resources"
            title="TabLogs Monthly"
            description="Our monthly newsletter: what shipped, a field tip worth building into your routine, and what is coming up."
          />
          <NewsletterCards editions={editions} />
        </Container>
      </Section>
      <NewsletterSection />
    </>
  );
}
