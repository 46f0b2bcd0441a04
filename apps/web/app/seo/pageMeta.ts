import type { MetaDescriptor } from 'react-router';

export interface PageMetaInput {
  title: string;
  description: string;
  /** Absolute URL of the page, for Open Graph. */
  url?: string;
  noindex?: boolean;
}

/** Title, description and the Open Graph/Twitter tags every page carries. */
export function pageMeta({ title, description, url, noindex }: PageMetaInput): MetaDescriptor[] {
  const fullTitle =
    title.includes('TabLogs') || title.includes('TabLabs') ? title : `${title} | TabLogs`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'TabLogs' },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
