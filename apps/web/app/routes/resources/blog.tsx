import { getContent } from '@tablogs/content/server';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { publicConfig } from '../../config/public-config.server';
import { BLOG_FEED_LINK, BLOG_RSS_PATH, postSummary } from '../../resources/blog-summary';
import { FeaturedPost } from '../../resources/featured-post';
import { ListPager } from '../../resources/list-pager';
import {
  itemsOfPage,
  pageRelLinks,
  pageTitle,
  requestedListPage,
} from '../../resources/list-pages';
import { PostList } from '../../resources/post-list';
import { RssLink } from '../../resources/rss-link';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/blog';

export const links: Route.LinksFunction = () => [BLOG_FEED_LINK];

const BLOG_PATH = '/resources/blog';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: pageTitle('Blog', loaderData.paging),
          description:
            'Articles for geotechnical engineers on borehole logging, classification, in situ testing and site investigation data.',
        }),
        ...pageRelLinks(loaderData.paging, loaderData.siteUrl),
      ]
    : [];

/** The blog (`/resources/blog`) and its numbered pages (`/resources/blog/page/:page`). */
export async function loader({ params }: Route.LoaderArgs) {
  const [newest, ...others] = await getContent().blogPosts();
  const paging = requestedListPage(
    BLOG_PATH,
    others.length,
    'page' in params ? params.page : undefined,
  );
  return {
    // The newest post is featured on the first page only.
    featured: newest && paging.page === 1 ? postSummary(newest) : null,
    posts: (itemsOfPage(others, paging.page) ?? []).map(postSummary),
    paging,
    siteUrl: publicConfig.siteUrl,
  };
}

/** The blog: the newest post featured, the others listed a page at a time. */
export default function Blog({
  loaderData: { featured, posts: others, paging },
}: Route.ComponentProps) {
  return (
    <Section className="resources-page">
      <Container>
        <div className="resources-page__header">
          <SectionHeader
            headingLevel={1}
            eyebrow="Resources"
            title="Blog"
            description="Field-tested advice on logging, classification and site investigation data, from engineers who log for a living."
          />
          <RssLink href={BLOG_RSS_PATH} />
        </div>
        {featured ? <FeaturedPost post={featured} /> : null}
        {others.length > 0 ? (
          <section aria-labelledby="more-articles" className="resources-page__more">
            <h2 id="more-articles" className="resources-page__subheading">
              More articles
            </h2>
            <PostList posts={others} />
          </section>
        ) : null}
        <ListPager info={paging} label="Blog pages" />
      </Container>
    </Section>
  );
}
