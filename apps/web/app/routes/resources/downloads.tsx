import { getContent } from '@tablogs/content/server';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { publicConfig } from '../../config/public-config.server';
import { DownloadGrid, FeaturedDownload } from '../../resources/downloads/download-cards';
import { ListPager } from '../../resources/list-pager';
import {
  itemsOfPage,
  pageRelLinks,
  pageTitle,
  requestedListPage,
} from '../../resources/list-pages';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/downloads';

const DOWNLOADS_PATH = '/resources/downloads';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: pageTitle('Downloads', loaderData.paging),
          description:
            'Free guides, checklists and templates for borehole logging, switching logging tools and running a testing laboratory.',
        }),
        ...pageRelLinks(loaderData.paging, loaderData.siteUrl),
      ]
    : [];

/** Downloads (`/resources/downloads`) and its numbered pages (`…/page/:page`). */
export async function loader({ params }: Route.LoaderArgs) {
  const [first, ...rest] = (await getContent().downloads()).map(
    ({ id, slug, heading, blurb, image }) => ({ id, slug, heading, blurb, image }),
  );
  const paging = requestedListPage(
    DOWNLOADS_PATH,
    rest.length,
    'page' in params ? params.page : undefined,
  );
  return {
    // The first download is featured on the first page only.
    featured: first && paging.page === 1 ? first : null,
    others: itemsOfPage(rest, paging.page) ?? [],
    paging,
    siteUrl: publicConfig.siteUrl,
  };
}

/** Downloads: the first featured, the rest in a grid a page at a time. */
export default function Downloads({
  loaderData: { featured, others, paging },
}: Route.ComponentProps) {
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
        <ListPager info={paging} label="Download pages" />
      </Container>
    </Section>
  );
}
