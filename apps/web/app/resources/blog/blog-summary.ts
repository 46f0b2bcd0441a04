import type { BlogPost, BlogPostSummary } from '@tablogs/content';

/** What a list or sidebar shows of a post (not its body). */
export type PostSummary = BlogPostSummary;

/** The canonical URL path of a post: its slug (docs/decisions/0013-routes-and-redirects.md). */
export const postPath = (post: Pick<BlogPost, 'slug'>) => `/resources/blog/${post.slug}`;

/** The blog's RSS feed, a static file prerendered from a resource route. */
export const BLOG_RSS_PATH = '/resources/blog/rss.xml';

/** The `<link>` that lets feed readers find the feed: on home, the blog and every post. */
export const BLOG_FEED_LINK = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: 'TabLogs blog',
  href: BLOG_RSS_PATH,
} as const;
