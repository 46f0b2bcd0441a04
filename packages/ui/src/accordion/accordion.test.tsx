import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const faqs = [
  { id: 'import', question: 'Can I import my old logs?', answer: 'Yes, from the legacy tool.' },
  { id: 'users', question: 'Is there a user limit?', answer: 'No, users are unlimited.' },
  { id: 'offline', question: 'Does the field app work offline?', answer: 'Yes, it syncs later.' },
];

function Faqs() {
  return (
    <Accordion defaultValue={[faqs[0]?.id ?? '']}>
      {faqs.map((faq) => (
        <AccordionItem key={faq.id} value={faq.id}>
          <AccordionTrigger headingLevel={2}>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts with only the item the caller opened expanded, inside real headings', () => {
    render(<Faqs />);
    expect(trigger('Can I import my old logs?').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Is there a user limit?').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('region', { name: 'Can I import my old logs?' }).textContent).toBe(
      'Yes, from the legacy tool.',
    );
    // Closed answers stay in the HTML, hidden from view and from assistive technology.
    expect(screen.queryByRole('region', { name: 'Is there a user limit?' })).toBeNull();
    expect(screen.getByText('No, users are unlimited.').closest('[hidden]')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('toggles items independently of each other', async () => {
    const user = userEvent.setup();
    render(<Faqs />);
    await user.click(trigger('Is there a user limit?'));
    expect(trigger('Is there a user limit?').getAttribute('aria-expanded')).toBe('true');
    expect(trigger('Can I import my old logs?').getAttribute('aria-expanded')).toBe('true');

    await user.click(trigger('Can I import my old logs?'));
    expect(trigger('Can I import my old logs?').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Is there a user limit?').getAttribute('aria-expanded')).toBe('true');
  });

  it('works from the keyboard: arrows move between triggers, Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<Faqs />);
    trigger('Can I import my old logs?').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Is there a user limit?'));
    await user.keyboard('{Enter}');
    expect(trigger('Is there a user limit?').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(trigger('Does the field app work offline?'));
    await user.keyboard(' ');
    expect(trigger('Does the field app work offline?').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(trigger('Does the field app work offline?').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Can I import my old logs?'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(trigger('Does the field app work offline?'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(trigger('Can I import my old logs?'));
  });
});

describe('Accordion, prerendered', () => {
  it('is native <details> in the HTML, every answer there and the first open', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Faqs />);
    const items = Array.from(container.querySelectorAll('details'));
    expect(items.map((item) => item.open)).toEqual([true, false, false]);
    expect(items.map((item) => item.querySelector('summary h2')?.textContent)).toEqual(
      faqs.map((faq) => faq.question),
    );
    // Not exclusive: each answer opens on its own, as with Radix.
    expect(items.some((item) => item.hasAttribute('name'))).toBe(false);
    expect(
      items.map((item) => item.querySelector('[data-slot="accordion-content"]')?.textContent),
    ).toEqual(faqs.map((faq) => faq.answer));
  });

  it('hydrates without a mismatch, then Radix takes over with what the visitor opened natively', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Faqs />);
    document.body.append(container);
    const [first, second] = Array.from(container.querySelectorAll('details'));
    // Before the script runs, the visitor closes the first answer and opens the second.
    if (!first || !second) throw new Error('no native items');
    first.open = false;
    second.open = true;
    second.querySelector('summary')?.focus();

    const consoleError = vi.spyOn(console, 'error');
    const recoverableErrors: unknown[] = [];
    render(<Faqs />, {
      container,
      hydrate: true,
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(container.querySelector('details')).toBeNull();
    expect(trigger('Can I import my old logs?').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Is there a user limit?').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(trigger('Is there a user limit?'));
    const answers = Array.from(container.querySelectorAll('[data-slot="accordion-content"]'));
    expect(answers.map((answer) => answer.hasAttribute('hidden'))).toEqual([true, false, true]);
    container.remove();
  });
});

describe('Accordion animations', () => {
  it('run only for an answer the visitor opens, never for one open in the prerendered HTML', async () => {
    expect(renderToString(<Faqs />)).not.toContain('data-animate');
    const user = userEvent.setup();
    const { container } = render(<Faqs />);
    expect(container.querySelector('[data-animate]')).toBeNull();
    await user.click(trigger('Is there a user limit?'));
    expect(
      screen.getByRole('region', { name: 'Is there a user limit?' }).hasAttribute('data-animate'),
    ).toBe(true);
    expect(
      screen
        .getByRole('region', { name: 'Can I import my old logs?' })
        .hasAttribute('data-animate'),
    ).toBe(false);
  });
});

const faqItems = faqs.map((faq) => (
  <AccordionItem key={faq.id} value={faq.id}>
    <AccordionTrigger>{faq.question}</AccordionTrigger>
    <AccordionContent>{faq.answer}</AccordionContent>
  </AccordionItem>
));

describe('Accordion, controlled', () => {
  it('reports the open items and shows what the owner passes back', async () => {
    const user = userEvent.setup();
    const seen: string[][] = [];
    const { rerender } = render(
      <Accordion value={['users']} onValueChange={(value) => seen.push(value)}>
        {faqItems}
      </Accordion>,
    );
    await user.click(trigger('Does the field app work offline?'));
    expect(seen).toEqual([['users', 'offline']]);
    // The owner has not passed the new value back yet, so nothing changed on screen.
    expect(trigger('Does the field app work offline?').getAttribute('aria-expanded')).toBe('false');
    rerender(<Accordion value={[]}>{faqItems}</Accordion>);
    expect(trigger('Is there a user limit?').getAttribute('aria-expanded')).toBe('false');
  });
});
