import type { Testimonial } from '@tablogs/content';
import { lazyIsland } from '../islands/lazy-island';

/**
 * The home page's testimonials, one at a time, as a lazy island: the carousel and Embla load
 * after the page, and the prerendered slides stay as they are until then.
 */
export const TestimonialSlider = lazyIsland<{ testimonials: readonly Testimonial[] }>(
  'TestimonialSlider',
  () => import('../testimonials/testimonial-carousel').then((module) => module.TestimonialCarousel),
);
