import { getContent } from '@tablogs/content/server';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { publicConfig } from '../../config/public-config.server';
import { BLOG_FEED_LINK, BLOG_RSS_PATH } from '../../resources/blog/blog-summary';
import { FeaturedPost } from '../../resources/blog/featured-post';
import { PostList } from '../../resources/blog/post-list';
import { RssLink } from '../../resources/blog/rss-link';
import { ListPager } from '../../resources/list-pager';
import {
  LIST_PAGE_SIZE,
  pageRelLinks,
  pageTitle,
  requestedListPage,
} from '../../resources/list-pages';
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
  const content = getContent();
  // Only the summaries this page shows: an edit to any other post leaves the page as it is, so a
  // publish does not render it again (decision 0041).
  const count = await content.blogPostCount();
  const paging = requestedListPage(
    BLOG_PATH,
    Math.max(0, count - 1),
    'page' in params ? params.page : undefined,
  );
  // The newest post is featured on the first page only; the pages list the others.
  const [featured] = paging.page === 1 ? await content.blogPostSummaries(0, 1) : [];
  const offset = 1 + (paging.page - 1) * LIST_PAGE_SIZE;
  return {
    featured: featured ?? null,
    posts: await content.blogPostSummaries(offset, LIST_PAGE_SIZE),
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
