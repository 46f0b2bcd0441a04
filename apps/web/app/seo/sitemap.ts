import type { CanonicalPage } from '../routing/prerender-paths.server';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * sitemaps.org XML for the canonical pages, absolute on the site URL. `lastmod` is the content's
 * own date; a page without one has none (a build date would claim every page changed).
 */
export function sitemapXml(pages: readonly CanonicalPage[], siteUrl: string): string {
  const urls = [...pages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => {
      const loc = `    <loc>${escapeXml(new URL(page.path, `${siteUrl}/`).href)}</loc>\n`;
      const lastmod = page.lastmod ? `    <lastmod>${page.lastmod}</lastmod>\n` : '';
      return `  <url>\n${loc}${lastmod}  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything allowed (except the API) and the sitemap, or nothing on a noindex build. */
export function robotsTxt({ siteUrl, noindex }: { siteUrl: string; noindex: boolean }): string {
  if (noindex) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', `${siteUrl}/`).href}\n`;
}
