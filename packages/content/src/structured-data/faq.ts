import type { Faq } from '../model/types';
import { type JsonLdNode, plainText, SCHEMA_CONTEXT } from './schema';

/** Questions with their (HTML) answers as plain text. */
export function faqPageJsonLd(faqs: readonly Pick<Faq, 'question' | 'answerHtml'>[]): JsonLdNode {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answerHtml) },
    })),
  };
}
