import { parseCalendarDate } from '@tablogs/content';

export interface FeedPost {
  slug: string;
  title: string;
  blurb: string;
  author: string;
  /** Calendar date `YYYY-MM-DD`. */
  date: string;
}

/** Posts in the feed: readers poll it, so it carries the latest few, not the whole archive. */
export const FEED_ITEM_LIMIT = 20;

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date of a calendar date, at midnight UTC (RSS 2.0 pubDate). */
export function rfc822Date(calendarDate: string): string {
  const { year, month, day } = parseCalendarDate(calendarDate);
  const weekday = DAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year} 00:00:00 GMT`;
}

/**
 * The blog as an RSS 2.0 document with absolute links under `siteUrl`: the latest
 * `FEED_ITEM_LIMIT` posts, newest first.
 */
export function blogRssFeed(posts: readonly FeedPost[], siteUrl: string): string {
  const link = (path: string) => escapeXml(new URL(path, siteUrl).href);
  const latest = [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, FEED_ITEM_LIMIT);
  const items = latest.map(
    (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${link(`/resources/blog/${post.slug}`)}</link>
      <guid isPermaLink="true">${link(`/resources/blog/${post.slug}`)}</guid>
      <description>${escapeXml(post.blurb)}</description>
      <dc:creator>${escapeXml(post.author)}</dc:creator>
      <pubDate>${rfc822Date(post.date)}</pubDate>
    </item>`,
  );
  const newest = latest[0]?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>TabLogs blog</title>
    <link>${link('/resources/blog')}</link>
    <atom:link href="${link('/resources/blog/rss.xml')}" rel="self" type="application/rss+xml"/>
    <description>Articles on borehole logging, site investigation and geotechnical data from the TabLogs team.</description>
    <language>en</language>
${newest ? `    <lastBuildDate>${rfc822Date(newest)}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}
