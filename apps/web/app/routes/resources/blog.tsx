import { getContent } from '@tablogs/content/server';
import { Container, Section, SectionHeader } from '@tablogs/ui';
import { BLOG_FEED_LINK, BLOG_RSS_PATH, postSummary } from '../../resources/blog-summary';
import { FeaturedPost } from '../../resources/featured-post';
import { PostList } from '../../resources/post-list';
import { RssLink } from '../../resources/rss-link';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/blog';

export const links: Route.LinksFunction = () => [BLOG_FEED_LINK];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Blog',
    description:
      'Articles for geotechnical engineers on borehole logging, classification, in situ testing and site investigation data.',
  });

export async function loader() {
  const posts = await getContent().blogPosts();
  return { posts: posts.map(postSummary) };
}

/** The blog: the newest post featured, the others listed. */
export default function Blog({ loaderData: { posts } }: Route.ComponentProps) {
  const [featured, ...others] = posts;
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
      </Container>
    </Section>
  );
}
