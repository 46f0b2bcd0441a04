import { describe, expect, it } from 'vitest';
import { findBlogPost } from '../find';
import type { BlogPost } from '../model/types';
import { formatBlogDate, formatReleaseDate, parseCalendarDate, toIsoDate } from './dates';
import { slugify } from './slug';

describe('dates', () => {
  it('formats blog and release dates as decided', () => {
    expect(formatBlogDate('2025-03-05')).toBe('05 Mar 2025');
    expect(formatReleaseDate('2025-03-05')).toBe('Released on 05 March 2025');
    expect(formatBlogDate('2024-12-31')).toBe('31 Dec 2024');
  });

  it('reads calendar dates without a time-zone shift', () => {
    // A UTC midnight would be the previous day west of Greenwich with a local Date.
    expect(formatBlogDate('2025-01-01T00:00:00.000Z')).toBe('01 Jan 2025');
    expect(toIsoDate('2025-01-01T00:00+10:00')).toBe('2025-01-01');
  });

  it('rejects impossible dates', () => {
    expect(() => parseCalendarDate('2025-02-29')).toThrow(RangeError);
    expect(() => parseCalendarDate('05/03/2025')).toThrow(RangeError);
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('slugs', () => {
  it('makes lowercase ascii hyphen slugs', () => {
    expect(slugify('Soil Classification with USCS / ASTM D2487')).toBe(
      'soil-classification-with-uscs-astm-d2487',
    );
    expect(slugify('Switching Logging Tools: A Migration Checklist')).toBe(
      'switching-logging-tools-a-migration-checklist',
    );
    expect(slugify('CPT & Borehole Logs — Side by Side')).toBe(
      'cpt-and-borehole-logs-side-by-side',
    );
    expect(slugify('Géotechnique’s Café')).toBe('geotechniques-cafe');
  });

  it('finds a post by slug, encoded title, decoded title or entry id', () => {
    const post = {
      id: 'blog-spt',
      slug: 'getting-more-from-spt-data',
      title: 'Getting More from SPT Data',
    } as BlogPost;
    const posts = [post];
    expect(findBlogPost(posts, 'getting-more-from-spt-data')).toBe(post);
    expect(findBlogPost(posts, encodeURIComponent(post.title))).toBe(post);
    expect(findBlogPost(posts, post.title)).toBe(post);
    expect(findBlogPost(posts, 'blog-spt')).toBe(post);
    expect(findBlogPost(posts, 'unknown')).toBeUndefined();
  });
});
