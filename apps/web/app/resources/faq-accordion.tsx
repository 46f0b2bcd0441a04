import type { Faq } from '@tablogs/content';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@tablogs/ui';
import { SanitizedHtml } from '../content/sanitized-html';

/**
 * The interactive question list (Radix Accordion). Its own chunk: FaqList loads it lazily, so
 * only the question pages fetch it, after their first hydration.
 */
export default function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const [first] = faqs;
  return (
    <Accordion className="faq-list" defaultValue={first ? [first.id] : []}>
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id}>
          <AccordionTrigger headingLevel={2}>{faq.question}</AccordionTrigger>
          <AccordionContent>
            <SanitizedHtml className="prose" html={faq.answerHtml} />
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
