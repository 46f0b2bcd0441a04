import fc from 'fast-check';
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
          acceptedAnswer: { '@type': 'Answer', text: 'Yes & it syncs later.' },
        },
      ],
    });
  });

  it('keeps list items on their own lines and punctuation against the word before it', () => {
    const [question] = faqPageJsonLd([
      {
        question: 'Which formats?',
        answerHtml:
          '<p>Exports:</p><ul><li>CSV and Excel for all tables</li><li>AGS 4 for exchange</li></ul><p>Ask through the <a href="/contact-us">contact page</a>.</p>',
      },
    ]).mainEntity as { acceptedAnswer: { text: string } }[];
    expect(question?.acceptedAnswer.text).toBe(
      'Exports:\nCSV and Excel for all tables\nAGS 4 for exchange\nAsk through the contact page.',
    );
  });

  it('gives each list item its own line, whatever its text', () => {
    const item = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.()-]{0,30}[A-Za-z0-9.]$/);
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 6 }), (items) => {
        const html = `<ul>${items.map((text) => `<li>${text}</li>`).join('\n')}</ul>`;
        const [question] = faqPageJsonLd([{ question: 'q', answerHtml: html }]).mainEntity as {
          acceptedAnswer: { text: string };
        }[];
        expect(question?.acceptedAnswer.text.split('\n')).toEqual(
          items.map((text) => text.replace(/\s+/g, ' ')),
        );
      }),
    );
  });
});
