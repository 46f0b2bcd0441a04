import type { Faq } from '@tablogs/content';
import { StaticAccordion } from '@tablogs/ui';
import { lazy } from 'react';
import { SanitizedHtml } from '../content/sanitized-html';
import { LazyIsland } from '../islands/lazy-island';

// The accordion and Radix are a chunk of their own: a lazy island (islands/lazy-island.tsx).
const loadFaqAccordion = () => import('./faq-accordion');
const FaqAccordion = lazy(loadFaqAccordion);

/** Questions as an accordion: the first answer starts open, each item toggles on its own. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  // React hydrates the island in a pass of its own after the page, and only then asks for the
  // chunk; a click on a question before the island hydrates is lost. Fetching the chunk while
  // the page hydrates narrows that window.
  if (typeof document !== 'undefined') void loadFaqAccordion();
  return (
    <LazyIsland fallback={<StaticFaqList faqs={faqs} />}>
      <FaqAccordion faqs={faqs} />
    </LazyIsland>
  );
}

/**
 * The accordion as it first looks (first answer open), shown only after a client-side navigation
 * while the chunk loads, so the questions never leave a blank area.
 */
function StaticFaqList({ faqs }: { faqs: readonly Faq[] }) {
  const [first] = faqs;
  return (
    <StaticAccordion
      className="faq-list"
      headingLevel={2}
      defaultValue={first ? [first.id] : []}
      items={faqs.map((faq) => ({
        value: faq.id,
        title: faq.question,
        content: <SanitizedHtml className="prose" html={faq.answerHtml} />,
      }))}
    />
  );
}
