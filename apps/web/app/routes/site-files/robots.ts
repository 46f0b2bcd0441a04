import { publicConfig } from '../../config/public-config.server';
import { robotsTxt } from '../../seo/sitemap';

/** /robots.txt, prerendered to a file; a NOINDEX=true build disallows everything. */
export function loader() {
  return new Response(robotsTxt(publicConfig), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
