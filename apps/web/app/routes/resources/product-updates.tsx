import { getContent } from '@tablogs/content/server';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { publicConfig } from '../../config/public-config.server';
import { ListPager } from '../../resources/list-pager';
import {
  itemsOfPage,
  pageRelLinks,
  pageTitle,
  requestedListPage,
} from '../../resources/list-pages';
import { ReleaseTimeline } from '../../resources/release-timeline';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/product-updates';

const PRODUCT_UPDATES_PATH = '/resources/product-updates';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: pageTitle('Product updates', loaderData.paging),
          description:
            'What shipped in TabLogs and when: new features for field logging, reporting, the dashboard and TabLabs.',
        }),
        ...pageRelLinks(loaderData.paging, loaderData.siteUrl),
      ]
    : [];

/** The timeline (`/resources/product-updates`) and its numbered pages (`…/page/:page`). */
export async function loader({ params }: Route.LoaderArgs) {
  const all = await getContent().productUpdates();
  const paging = requestedListPage(
    PRODUCT_UPDATES_PATH,
    all.length,
    'page' in params ? params.page : undefined,
  );
  return { updates: itemsOfPage(all, paging.page) ?? [], paging, siteUrl: publicConfig.siteUrl };
}

/** The release timeline, a page at a time. */
export default function ProductUpdates({ loaderData: { updates, paging } }: Route.ComponentProps) {
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
        <ListPager info={paging} label="Product update pages" />
      </Container>
    </Section>
  );
}
