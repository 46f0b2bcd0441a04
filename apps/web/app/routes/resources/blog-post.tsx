import { getContent, readForFragment } from '@tablogs/content/server';
import { blogPostingJsonLd } from '@tablogs/content/structured-data';
import { Container, Section } from '@tablogs/ui';
import { data, Link, redirect } from 'react-router';
import { publicConfig } from '../../config/public-config.server';
import { BlogPostArticle } from '../../resources/blog/blog-post-article';
import { BLOG_FEED_LINK, postPath } from '../../resources/blog/blog-summary';
import { LatestArticles } from '../../resources/blog/latest-articles';
import { JsonLd } from '../../seo/json-ld';
import { pageMeta } from '../../seo/page-meta';
import type { Route } from './+types/blog-post';

const LATEST_COUNT = 4;

export const links: Route.LinksFunction = () => [BLOG_FEED_LINK];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.post.title,
        description: loaderData.post.blurb,
        url: new URL(postPath(loaderData.post), loaderData.siteUrl).href,
        article: { publishedTime: loaderData.post.date, author: loaderData.post.author },
      })
    : [];

export async function loader({ params }: Route.LoaderArgs) {
  const content = getContent();
  const post = await content.blogPost(params.id);
  if (!post) throw data(null, { status: 404 });
  // One URL per post: the title (the spec's id) and the entry id lead to the slug URL.
  if (params.id !== post.slug) throw redirect(postPath(post), 301);
  // The newest few posts are one shared fragment beside every other post (decision 0057): read
  // outside the page's facts, so an edit to them re-renders no such page; the server places the
  // current fragment into it. A post among them leaves itself out, so its list is its own.
  const newest = await readForFragment(() => content.blogPostSummaries(0, LATEST_COUNT + 1));
  const shared = !newest.some((other) => other.id === post.id);
  const latest = (shared ? newest : await content.blogPostSummaries(0, LATEST_COUNT + 1))
    .filter((other) => other.id !== post.id)
    .slice(0, LATEST_COUNT);
  return { post, latest, latestShared: shared, siteUrl: publicConfig.siteUrl };
}

/** A blog post. Keyed by post id so "Read now" mounts a fresh page (decision 0013). */
export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage key={loaderData.post.id} {...loaderData} />;
}

function BlogPostPage({ post, latest, latestShared, siteUrl }: Route.ComponentProps['loaderData']) {
  return (
    <Section as="div" className="resources-page" spacing="sm">
      <JsonLd data={blogPostingJsonLd(post, siteUrl)} />
      <Container>
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/resources/blog">
            <span aria-hidden="true">←</span> All articles
          </Link>
        </nav>
        <div className="blog-post-layout">
          <BlogPostArticle post={post} />
          <LatestArticles posts={latest} shared={latestShared} />
        </div>
      </Container>
    </Section>
  );
}
