import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

// jsdom has no layout for Embla to measure, so a stand-in API records how the arrows move it.
const embla = vi.hoisted(() => {
  const api = {
    canScrollPrev: () => true,
    canScrollNext: () => true,
    scrollSnapList: () => [0, 1, 2],
    on: () => api,
    off: () => api,
    scrollNext: (_jump?: boolean) => {},
    scrollPrev: (_jump?: boolean) => {},
  };
  return api;
});
vi.mock('embla-carousel-react', () => ({ default: () => [() => {}, embla] }));

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Carousel and prefers-reduced-motion', () => {
  it('scrolls with motion by default and jumps when the visitor asks for less motion, even if they asked after the page loaded', () => {
    preferReducedMotion(false);
    const next = vi.spyOn(embla, 'scrollNext');
    const previous = vi.spyOn(embla, 'scrollPrev');
    render(
      <Carousel label="Clients" mode="wrap">
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Carousel>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(next).toHaveBeenLastCalledWith(false);

    preferReducedMotion(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(next).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(previous).toHaveBeenLastCalledWith(true);
  });
});
