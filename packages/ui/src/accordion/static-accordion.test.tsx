import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { StaticAccordion } from './static-accordion';

const items = [
  { value: 'price', title: 'How is it priced?', content: <p>Per log.</p> },
  { value: 'users', title: 'How many users?', content: <p>As many as you like.</p> },
];

/** Every class attribute, in document order. */
const classesOf = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map(([, name]) => name);

describe('StaticAccordion', () => {
  it("draws the Radix accordion's boxes, the default items open and the rest hidden", () => {
    const drawn = renderToString(
      <StaticAccordion items={items} defaultValue={['price']} headingLevel={2} className="faq" />,
    );
    const interactive = renderToString(
      <Accordion defaultValue={['price']} className="faq">
        {items.map((item) => (
          <AccordionItem key={item.value} value={item.value}>
            <AccordionTrigger headingLevel={2}>{item.title}</AccordionTrigger>
            <AccordionContent>{item.content}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>,
    );
    expect(classesOf(drawn)).toEqual(classesOf(interactive));
    expect(drawn.match(/<h2 /g)).toHaveLength(2);
    expect(drawn.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(drawn.match(/ hidden=""/g)).toHaveLength(1);
  });
});
