import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoEmbed } from './video-embed';

const tutorial = {
  src: 'https://www.youtube-nocookie.com/embed/abc123?rel=0',
  title: 'Logging a borehole in the field app',
  poster: <img src="/posters/field-app.jpg" alt="" width={1280} height={720} loading="lazy" />,
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

  it('shows the poster it is given, a picture of sources included, inside the play button', () => {
    render(
      <VideoEmbed
        {...tutorial}
        poster={
          <picture>
            <source type="image/webp" srcSet="/posters/field-app.640w.webp 640w" />
            <img src="/posters/field-app.svg" alt="" width={1280} height={720} />
          </picture>
        }
      />,
    );
    const play = screen.getByRole('button', { name: /play video/i });
    expect(play.querySelector('picture > source')?.getAttribute('type')).toBe('image/webp');
    expect(play.querySelector('picture > img')?.getAttribute('src')).toBe('/posters/field-app.svg');
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
