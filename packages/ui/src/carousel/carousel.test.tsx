import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

const clients = ['Acme Drilling', 'Bedrock Labs', 'Core Geo', 'Delta Soils'];

function Logos({ mode }: { mode: 'wrap' | 'hide' }) {
  return (
    <Carousel label="Our clients" mode={mode} slidesPerView={{ base: 2, 481: 3 }}>
      {clients.map((client) => (
        <p key={client}>{client}</p>
      ))}
    </Carousel>
  );
}

/**
 * The arrows as prerendered, before Embla measures anything. jsdom has no layout, so Embla's own
 * view of the ends is meaningless here; carousel-controls.test.ts covers the logic after init.
 */
function renderPrerendered(ui: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('Carousel', () => {
  it('is a labelled carousel region whose slides say where they are', () => {
    render(<Logos mode="hide" />);
    const region = screen.getByRole('region', { name: 'Our clients' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('slide');
    expect(within(slides[2] as HTMLElement).getByText('Core Geo')).toBeTruthy();
  });

  it('in hide mode is prerendered on the first slide with only the next arrow', () => {
    const page = within(renderPrerendered(<Logos mode="hide" />));
    expect(page.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(page.queryByRole('button', { name: 'Previous slide' })).toBeNull();
  });

  it('in wrap mode is prerendered with both arrows', () => {
    const page = within(renderPrerendered(<Logos mode="wrap" />));
    expect(page.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(page.getByRole('button', { name: 'Next slide' })).toBeTruthy();
  });

  it('is prerendered without arrows when all slides fit', () => {
    const page = within(
      renderPrerendered(
        <Carousel label="Testimonial" mode="wrap" slidesPerView={{ base: 3 }}>
          <p>One</p>
          <p>Two</p>
        </Carousel>,
      ),
    );
    expect(page.queryByRole('button')).toBeNull();
  });

  it('names its slides and arrows after what a slide holds', () => {
    const page = within(
      renderPrerendered(
        <Carousel label="What our clients say" mode="wrap" slideName="Testimonial">
          <p>One</p>
          <p>Two</p>
        </Carousel>,
      ),
    );
    const names = (role: 'group' | 'button') =>
      page.getAllByRole(role).map((element) => element.getAttribute('aria-label'));
    expect(names('group')).toEqual(['Testimonial 1 of 2', 'Testimonial 2 of 2']);
    expect(names('button')).toEqual(['Previous testimonial', 'Next testimonial']);
  });

  it('prerenders the per-breakpoint slide count as scoped CSS', () => {
    const container = renderPrerendered(<Logos mode="hide" />);
    const scope = container.querySelector('[data-carousel]')?.getAttribute('data-carousel');
    expect(container.querySelector('style')?.textContent).toBe(
      `[data-carousel=${scope}]{--tl-carousel-per-view:2}` +
        `@media (min-width:481px){[data-carousel=${scope}]{--tl-carousel-per-view:3}}`,
    );
  });
});
