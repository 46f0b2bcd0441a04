import { describe, expect, it } from 'vitest';
import { storyPageUrl } from './watch-story-link';

describe('storyPageUrl', () => {
  it('turns a YouTube player URL into its watch page', () => {
    expect(storyPageUrl('https://www.youtube-nocookie.com/embed/rT3nB8vKq1m')).toBe(
      'https://www.youtube.com/watch?v=rT3nB8vKq1m',
    );
    expect(storyPageUrl('https://www.youtube.com/embed/iD7wP2xLf5s?rel=0')).toBe(
      'https://www.youtube.com/watch?v=iD7wP2xLf5s',
    );
  });

  it('keeps any other URL', () => {
    expect(storyPageUrl('https://vimeo.com/123456')).toBe('https://vimeo.com/123456');
    expect(storyPageUrl('https://www.youtube.com/watch?v=abc123def')).toBe(
      'https://www.youtube.com/watch?v=abc123def',
    );
  });
});
