import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoEmbed } from './video-embed';

const tutorial = {
  src: 'https://www.youtube-nocookie.com/embed/abc123?rel=0',
  title: 'Logging a borehole in the field app',
  poster: { src: '/posters/field-app.jpg', width: 1280, height: 720 },
};

describe('VideoEmbed', () => {
  it('shows only a sized poster and a labelled play button until asked', () => {
    const { container } = render(<VideoEmbed {...tutorial} />);
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('button', {
      name: 'Play video: Logging a borehole in the field app',
    });
    const poster = play.querySelector('img');
    expect(poster?.getAttribute('width')).toBe('1280');
    expect(poster?.getAttribute('height')).toBe('720');
  });

  it('makes the poster a picture of its sources, the img keeping its own src', () => {
    const { container } = render(
      <VideoEmbed
        {...tutorial}
        priority
        poster={{
          ...tutorial.poster,
          src: '/posters/field-app.svg',
          sizes: '50vw',
          sources: [{ type: 'image/webp', srcSet: '/posters/field-app.640w.webp 640w' }],
        }}
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe('/posters/field-app.640w.webp 640w');
    expect(source?.getAttribute('sizes')).toBe('50vw');
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/posters/field-app.svg');
    expect(img?.hasAttribute('sizes')).toBe(false);
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('loads the titled player with autoplay on click and moves focus into it', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoEmbed {...tutorial} />);
    await user.click(screen.getByRole('button', { name: /play video/i }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe(tutorial.title);
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1',
    );
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
