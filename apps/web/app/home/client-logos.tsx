import type { Client } from '@tablogs/content';
import { lazyIsland } from '../islands/lazy-island';

/**
 * The home page's client logos as a lazy island, like the testimonial slider: the carousel and
 * Embla stay out of the JS the page loads before interaction only if neither carousel imports
 * them statically.
 */
export const ClientLogos = lazyIsland<{ clients: readonly Client[] }>('ClientLogos', () =>
  import('./logo-carousel').then((module) => module.LogoCarousel),
);
