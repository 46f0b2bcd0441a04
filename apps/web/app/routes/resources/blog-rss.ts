import { getContent } from '@tablogs/content/server';
import { publicConfig } from '../../config/public-config.server';
import { blogRssFeed } from '../../resources/blog/rss-feed';

/** GET /resources/blog/rss.xml: prerendered to a static `.xml` file at build time. */
export async function loader() {
  const posts = await getContent().blogPosts();
  return new Response(blogRssFeed(posts, publicConfig.siteUrl), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
