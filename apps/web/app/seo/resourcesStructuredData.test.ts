import type { BlogPost, Faq } from '@tablogs/content';
import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, faqPageJsonLd } from './resourcesStructuredData';

describe('structured data of the resources pages', () => {
  it('describes FAQs as a FAQPage with plain-text answers', () => {
    const faqs = [
      { id: 'a', question: 'Is there an API?', answerHtml: '<p>Yes &amp; <em>REST</em>.</p>' },
    ] as Faq[];
    expect(faqPageJsonLd(faqs)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is there an API?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes & REST .' },
        },
      ],
    });
  });

  it('describes a post as a BlogPosting with absolute URLs', () => {
    const post = {
      slug: 'getting-more-from-spt-data',
      title: 'Getting More from SPT Data',
      blurb: 'Blow counts.',
      author: 'Priya Raman',
      date: '2025-11-18',
      mainImage: { url: '/content/blog-3-main.svg' },
    } as BlogPost;
    expect(blogPostingJsonLd(post, 'https://www.tablogs.com')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Getting More from SPT Data',
      author: { '@type': 'Person', name: 'Priya Raman' },
      datePublished: '2025-11-18',
      image: 'https://www.tablogs.com/content/blog-3-main.svg',
      url: 'https://www.tablogs.com/resources/blog/getting-more-from-spt-data',
    });
  });
});
