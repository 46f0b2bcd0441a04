import { getContent } from '@tablogs/content/server';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { publicConfig } from '../../config/public-config.server';
import { NewsletterSection } from '../../leads';
import { ListPager } from '../../resources/list-pager';
import {
  itemsOfPage,
  pageRelLinks,
  pageTitle,
  requestedListPage,
} from '../../resources/list-pages';
import { NewsletterCards } from '../../resources/newsletters/newsletter-cards';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/newsletters';

const NEWSLETTERS_PATH = '/resources/newsletters';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: pageTitle('Newsletters', loaderData.paging),
          description:
            'Every edition of TabLogs Monthly: product news, field logging tips and dates for your calendar.',
        }),
        ...pageRelLinks(loaderData.paging, loaderData.siteUrl),
      ]
    : [];

/** The editions (`/resources/newsletters`) and their numbered pages (`…/page/:page`). */
export async function loader({ params }: Route.LoaderArgs) {
  const all = await getContent().newsletters();
  const paging = requestedListPage(
    NEWSLETTERS_PATH,
    all.length,
    'page' in params ? params.page : undefined,
  );
  return {
    editions: (itemsOfPage(all, paging.page) ?? []).map(
      ({ id, index, name, blurb, date, image }) => ({ id, index, name, blurb, date, image }),
    ),
    paging,
    siteUrl: publicConfig.siteUrl,
  };
}

/** The list of monthly newsletter editions, a page at a time. */
export default function Newsletters({ loaderData: { editions, paging } }: Route.ComponentProps) {
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
          <ListPager info={paging} label="Newsletter pages" />
        </Container>
      </Section>
      <NewsletterSection />
    </>
  );
}
