import type { MetaDescriptor } from 'react-router';

export interface PageMetaInput {
  title: string;
  description: string;
  /**
   * Not used: og:url comes from the page's location in the root layout (SiteSeo), like the
   * social card. Accepted so pages that still pass it compile.
   */
  url?: string;
  noindex?: boolean;
  /** An article (a blog post): `og:type` article with its publication date and author. */
  article?: { publishedTime: string; author: string };
}

/**
 * Title, description and their Open Graph copies. The root layout (SiteSeo) adds og:url, the
 * section's social card and the Twitter card type to every page.
 */
export function pageMeta({
  title,
  description,
  noindex,
  article,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle =
    title.includes('TabLogs') || title.includes('TabLabs') ? title : `${title} | TabLogs`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    ...(article
      ? [
          { property: 'og:type', content: 'article' },
          { property: 'article:published_time', content: article.publishedTime },
          { property: 'article:author', content: article.author },
        ]
      : [{ property: 'og:type', content: 'website' }]),
    { property: 'og:site_name', content: 'TabLogs' },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
