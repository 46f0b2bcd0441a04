import { lazyIsland } from '../islands/lazy-island';
import type { StoryVideo } from './video-carousel';

/**
 * The client-testimonials page's video carousel as a lazy island: the carousel and Embla load
 * after the page, and the prerendered slides stay as they are until then.
 */
export const VideoStories = lazyIsland<{ videos: readonly StoryVideo[] }>('VideoStories', () =>
  import('./video-carousel').then((module) => module.VideoCarousel),
);
