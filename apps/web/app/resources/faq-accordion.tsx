import type { Faq } from '@tablogs/content';
import { tagsOf } from '@tablogs/content/preview-tags';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@tablogs/ui';
import { SanitizedHtml } from '../content/sanitized-html';

/**
 * Questions as an accordion (Radix Accordion), an island: the first answer starts open, each
 * item toggles on its own.
 */
export function FaqAccordion({
  faqs,
  kind = 'faq',
}: {
  faqs: readonly Faq[];
  /** Which content type the questions are (their answers' field differs). */
  kind?: 'faq' | 'geotech101';
}) {
  const [first] = faqs;
  return (
    <Accordion className="faq-list" defaultValue={first ? [first.id] : []}>
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id}>
          <AccordionTrigger headingLevel={2} {...tagsOf(kind, faq, 'question')}>
            {faq.question}
          </AccordionTrigger>
          <AccordionContent>
            <SanitizedHtml
              className="prose"
              html={faq.answerHtml}
              {...tagsOf(kind, faq, 'answerHtml')}
            />
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
