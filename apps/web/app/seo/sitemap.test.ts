import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists absolute, escaped URLs with their content dates, and no date for a page without one', () => {
    const xml = sitemapXml(
      [{ path: '/resources/blog/a&b', lastmod: '2025-03-05' }, { path: '/' }],
      'https://www.tablogs.com',
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>\n    <loc>https://www.tablogs.com/</loc>\n  </url>',
        '  <url>\n    <loc>https://www.tablogs.com/resources/blog/a&amp;b</loc>\n    <lastmod>2025-03-05</lastmod>\n  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('robotsTxt', () => {
  it('points at the sitemap in production and disallows everything on a noindex build', () => {
    expect(robotsTxt({ siteUrl: 'https://www.tablogs.com', noindex: false })).toContain(
      'Sitemap: https://www.tablogs.com/sitemap.xml',
    );
    expect(robotsTxt({ siteUrl: 'https://staging.tablogs.com', noindex: true })).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });
});
