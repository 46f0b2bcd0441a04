// The site's own sitemap and feed through the validators `pnpm check:validators` runs over the
// build (@tablogs/site-audit, decision 0036), and what they reject.

import { feedProblems, sitemapProblems } from '@tablogs/site-audit';
import { describe, expect, it } from 'vitest';
import { blogRssFeed } from '../app/resources/blog/rss-feed';
import { sitemapXml } from '../app/seo/sitemap';

describe('sitemapProblems', () => {
  it("passes the site's own sitemap and fails one the sitemaps.org schema rejects", async () => {
    const good = sitemapXml(
      [{ path: '/', lastmod: '2026-10-06' }, { path: '/pricing/tablogs' }],
      'https://www.tablogs.com',
    );
    expect(await sitemapProblems(good)).toEqual([]);
    const badDate = good.replace('2026-10-06', '06/10/2026');
    expect((await sitemapProblems(badDate)).join('\n')).toMatch(/lastmod/);
    const unknownElement = good.replace('<loc>', '<page>x</page><loc>');
    expect(await sitemapProblems(unknownElement)).not.toEqual([]);
    // xmllint compiles its WebAssembly on first use: seconds on a busy machine.
  }, 60_000);
});

describe('feedProblems', () => {
  const feed = blogRssFeed(
    [
      {
        slug: 'spt',
        title: 'SPT & N60',
        blurb: 'Energy corrections',
        author: 'A',
        date: '2026-03-05',
      },
      { slug: 'uscs', title: 'USCS', blurb: 'Classifications', author: 'B', date: '2026-02-01' },
    ],
    'https://www.tablogs.com',
  );

  it("passes the site's own feed", () => {
    expect(feedProblems(feed)).toEqual([]);
  });

  it('fails XML that is not well-formed, and items RSS 2.0 rejects', () => {
    expect(feedProblems(feed.replace('SPT &amp; N60', 'SPT & N60'))[0]).toMatch(
      /^not well-formed XML/,
    );
    expect(feedProblems(feed.replace('<pubDate>Thu, 05 Mar 2026', '<pubDate>2026-03-05'))).toEqual([
      'item 1: <pubDate> 2026-03-05 00:00:00 GMT is not an RFC 822 date',
    ]);
    expect(
      feedProblems(
        feed.replaceAll(
          'https://www.tablogs.com/resources/blog/uscs',
          'https://www.tablogs.com/resources/blog/spt',
        ),
      ),
    ).toEqual(['item 2: <guid> https://www.tablogs.com/resources/blog/spt repeats']);
    expect(feedProblems(feed.replace('<rss version="2.0"', '<rss version="0.91"'))).toEqual([
      'the root element is not <rss version="2.0">',
    ]);
  });
});
