import type { Content } from '@tablogs/content/server';

// The static server looks a request up after `decodeURI`, which leaves reserved characters
// (`:` `,` `/` `?` …) percent-encoded. The spec's id is the title URL-encoded, so that request
// needs a file named `decodeURI(encodeURIComponent(title))`; a link written with the raw title
// (browsers keep `:` and `,` as they are) needs one named after the title itself.
const MALFORMED_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/** The path segments under which a title must resolve, besides its slug. */
export function titleSegments(title: string): string[] {
  const encoded = decodeURI(encodeURIComponent(title));
  const raw = /[/?#%]/.test(title) ? [] : [title];
  return [...new Set([encoded, ...raw])].filter((segment) => !MALFORMED_ESCAPE.test(segment));
}

/** Every prerendered path of the resources pages that has a URL parameter. */
export async function resourcePaths(content: Content): Promise<string[]> {
  const [posts, newsletters, downloads] = await Promise.all([
    content.blogPosts(),
    content.newsletters(),
    content.downloads(),
  ]);
  return [
    ...posts.flatMap((post) => [
      `/resources/blog/${post.slug}`,
      ...titleSegments(post.title).map((segment) => `/resources/blog/${segment}`),
    ]),
    ...newsletters.map((edition) => `/resources/newsletters/${edition.index}`),
    ...downloads.flatMap((item) => [
      `/resources/downloads/${item.slug}`,
      ...titleSegments(item.heading).map((segment) => `/resources/downloads/${segment}`),
    ]),
  ];
}
