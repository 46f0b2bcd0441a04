import { getContent } from '@tablogs/content/server';
import { publicConfig } from '../../config/public-config.server';
import { prerenderPlan, staticPathsOf } from '../../routing/prerender-paths.server';
import { sitemapXml } from '../../seo/sitemap';

/** /sitemap.xml, prerendered to a file: every canonical page from the prerender plan. */
export async function loader() {
  // Imported when the loader runs: the server build imports this module too.
  const { routes } = await import('virtual:react-router/server-build');
  const plan = await prerenderPlan(staticPathsOf(routes), getContent());
  return new Response(sitemapXml(plan.pages, publicConfig.siteUrl), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
