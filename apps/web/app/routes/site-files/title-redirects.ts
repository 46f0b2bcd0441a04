import { getContent } from '@tablogs/content/server';
import { titleRedirects } from '../../resources/prerender-paths';

/**
 * GET /title-redirects.json, prerendered to a file: a blog post's or download's title path → its
 * slug URL. The production server loads it with the build and answers those paths with a 301
 * (packages/server/src/http/redirects.ts, decision 0038) instead of a prerendered stub page per title.
 */
export async function loader() {
  return Response.json(await titleRedirects(getContent()));
}
