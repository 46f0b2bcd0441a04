import type { BlogPost, Faq } from '@tablogs/content';

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** schema.org FAQPage for questions and their (HTML) answers. */
export function faqPageJsonLd(faqs: readonly Faq[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answerHtml) },
    })),
  };
}

/** schema.org BlogPosting with absolute URLs. */
export function blogPostingJsonLd(post: BlogPost, siteUrl: string): Record<string, unknown> {
  const url = new URL(`/resources/blog/${post.slug}`, siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.blurb,
    author: { '@type': 'Person', name: post.author },
    datePublished: post.date,
    image: new URL(post.mainImage.url, siteUrl).href,
    mainEntityOfPage: url,
    url,
    publisher: { '@type': 'Organization', name: 'TabLogs' },
  };
}
