import { describe, expect, it } from 'vitest';
import { blogRssFeed, FEED_ITEM_LIMIT, rfc822Date } from './rss-feed';

describe('blog RSS feed', () => {
  it('dates items in RFC 822 without a time-zone shift', () => {
    expect(rfc822Date('2025-03-05')).toBe('Wed, 05 Mar 2025 00:00:00 GMT');
    expect(rfc822Date('2026-04-14')).toBe('Tue, 14 Apr 2026 00:00:00 GMT');
  });

  it('links items absolutely and escapes text', () => {
    const xml = blogRssFeed(
      [
        {
          slug: 'cpt-and-logs',
          title: 'CPT & Logs <Side by Side>',
          blurb: 'Two "records"',
          author: 'Tomás Reyes',
          date: '2025-09-02',
        },
      ],
      'https://www.tablogs.com',
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>CPT &amp; Logs &lt;Side by Side&gt;</title>');
    expect(xml).toContain('<link>https://www.tablogs.com/resources/blog/cpt-and-logs</link>');
    expect(xml).toContain('<description>Two &quot;records&quot;</description>');
    expect(xml).toContain('<lastBuildDate>Tue, 02 Sep 2025 00:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(
      '<atom:link href="https://www.tablogs.com/resources/blog/rss.xml" rel="self"',
    );
  });

  it('carries the latest FEED_ITEM_LIMIT posts, newest first, whatever order it is given', () => {
    const posts = Array.from({ length: 45 }, (_, i) => ({
      slug: `post-${i}`,
      title: `Post ${i}`,
      blurb: 'b',
      author: 'a',
      // Post i was published on day i of 2024 (i = 0 is the oldest).
      date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    }));
    const shuffled = [...posts.filter((_, i) => i % 2), ...posts.filter((_, i) => !(i % 2))];
    const xml = blogRssFeed(shuffled, 'https://www.tablogs.com');
    const slugs = [
      ...xml.matchAll(/<link>https:\/\/www\.tablogs\.com\/resources\/blog\/(post-\d+)<\/link>/g),
    ].map((match) => match[1]);
    expect(FEED_ITEM_LIMIT).toBeGreaterThanOrEqual(20);
    expect(FEED_ITEM_LIMIT).toBeLessThanOrEqual(50);
    expect(slugs).toEqual(Array.from({ length: FEED_ITEM_LIMIT }, (_, i) => `post-${44 - i}`));
    expect(xml).toContain('<lastBuildDate>Wed, 14 Feb 2024 00:00:00 GMT</lastBuildDate>');
  });
});
