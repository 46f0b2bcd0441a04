import type { BlogPost } from '../model/types';
import {
  absolute,
  BRAND,
  type JsonLdNode,
  LOGO_PATH,
  organizationId,
  SCHEMA_CONTEXT,
} from './schema';

/** Google truncates longer headlines in article results. */
const MAX_HEADLINE = 110;

/**
 * A blog article with its author, dates and images. The content model has one date per post
 * (no separate "updated" date), so `dateModified` repeats it: Google asks for both.
 */
export function blogPostingJsonLd(
  post: Pick<
    BlogPost,
    'slug' | 'title' | 'blurb' | 'author' | 'date' | 'mainImage' | 'bannerImage'
  >,
  siteUrl: string,
): JsonLdNode {
  const url = absolute(`/resources/blog/${post.slug}`, siteUrl);
  const headline =
    post.title.length > MAX_HEADLINE
      ? `${post.title.slice(0, MAX_HEADLINE - 1).trimEnd()}…`
      : post.title;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline,
    description: post.blurb,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    // Both crops: Google picks the aspect ratio it needs for each result layout.
    image: [...new Set([post.mainImage.url, post.bannerImage.url])].map((src) =>
      absolute(src, siteUrl),
    ),
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    // A reference to the sitewide Organization (same `@id`), with the name and logo Google's
    // article publisher needs, not a second description of the company.
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(siteUrl),
      name: BRAND,
      logo: { '@type': 'ImageObject', url: absolute(LOGO_PATH, siteUrl) },
    },
  };
}
