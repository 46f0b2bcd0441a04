import { describe, expect, it } from 'vitest';
import { blogRssFeed, rfc822Date } from './rss-feed';

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
});
