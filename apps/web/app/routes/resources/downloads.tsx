import { getContent } from '@tablogs/content/server';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { DownloadGrid, FeaturedDownload } from '../../resources/download-cards';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/downloads';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Downloads',
    description:
      'Free guides, checklists and templates for borehole logging, switching logging tools and running a testing laboratory.',
  });

export async function loader() {
  const items = await getContent().downloads();
  return {
    items: items.map(({ id, slug, heading, blurb, image }) => ({
      id,
      slug,
      heading,
      blurb,
      image,
    })),
  };
}

/** Downloads: the first featured, the rest in a grid. */
export default function Downloads({ loaderData: { items } }: Route.ComponentProps) {
  const [featured, ...others] = items;
  return (
    <Section className="resources-page">
      <Container>
        <SectionHeader
          headingLevel={1}
          eyebrow="Resources"
          title="Downloads"
          description="Guides, checklists and templates from our team, free to download."
        />
        {featured ? <FeaturedDownload item={featured} /> : null}
        {others.length > 0 ? (
          <section aria-labelledby="more-downloads" className="resources-page__more">
            <h2 id="more-downloads" className="resources-page__subheading">
              More downloads
            </h2>
            <DownloadGrid items={others} />
          </section>
        ) : null}
      </Container>
    </Section>
  );
}
