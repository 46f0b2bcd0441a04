import type { Content } from '@tablogs/content/server';
import { postPath } from './blog/blog-summary';
import { downloadPath } from './downloads/download-summary';

/**
 * The other spelling of each blog post and download (its title or heading, the spec's id) →
 * its canonical slug URL. Keys are decoded paths: the server decodes the request path before it
 * looks one up, so `/resources/blog/SPT%20Data%3A%20Refusal` and the raw title both match.
 * A title that spells a canonical path itself is left out.
 */
export async function titleRedirects(content: Content): Promise<Record<string, string>> {
  const [posts, downloads] = await Promise.all([content.blogPosts(), content.downloads()]);
  const pairs = [
    ...posts.map((post) => [`/resources/blog/${post.title}`, postPath(post)] as const),
    ...downloads.map(
      (item) => [`/resources/downloads/${item.heading}`, downloadPath(item)] as const,
    ),
  ];
  const canonical = new Set(pairs.map(([, to]) => to));
  return Object.fromEntries(pairs.filter(([from]) => !canonical.has(from)));
}
