import type { Faq } from '@tablogs/content';
import { runAsPreviewRequest } from '@tablogs/content/server';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '../resources/faq-accordion';
import { Island, IslandSlotsContext } from './island';
import { createIslandSlots } from './island-slots.server';

// On the server (no jsdom): inspector tags render only in a draft preview request.

const faqs = [
  { id: 'faq-a', question: 'Does it work offline?', answerHtml: '<p>Yes.</p>', order: 1 },
  { id: 'faq-b', question: 'Can I import old logs?', answerHtml: '<p>From CSV.</p>', order: 2 },
] as Faq[];

function renderPage(page: React.ReactNode): string {
  const slots = createIslandSlots();
  const html = renderToString(<IslandSlotsContext value={slots}>{page}</IslandSlotsContext>);
  return slots.fill(html);
}

const accordion = (shown: Faq[]) => (
  <Island name="FaqAccordion" component={FaqAccordion} props={{ faqs: shown }} />
);

describe('island HTML kept for the same props', () => {
  it("is a visitor's: a draft preview renders its own, with tags, and leaves none behind", () => {
    const visitor = renderPage(accordion(faqs));
    expect(visitor).not.toContain('data-contentful');
    expect(runAsPreviewRequest(() => renderPage(accordion(faqs)))).toContain(
      'data-contentful-entry-id="faq-a"',
    );
    expect(renderPage(accordion(faqs))).toBe(visitor);
  });

  it("is never a preview's, even when the preview rendered those props first", () => {
    const only = faqs.slice(1);
    expect(runAsPreviewRequest(() => renderPage(accordion(only)))).toContain('data-contentful');
    expect(renderPage(accordion(only))).not.toContain('data-contentful');
  });
});
