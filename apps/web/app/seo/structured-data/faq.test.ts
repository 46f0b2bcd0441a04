import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from './faq';
import { richResultProblems } from './rich-results';

describe('faqPageJsonLd', () => {
  it('describes questions as a FAQPage with plain-text answers', () => {
    const data = faqPageJsonLd([
      { question: 'Does it work offline?', answerHtml: '<p>Yes &amp; it syncs <b>later</b>.</p>' },
    ]);
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Does it work offline?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes & it syncs later .' },
        },
      ],
    });
  });
});
