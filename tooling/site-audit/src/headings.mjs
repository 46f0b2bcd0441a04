// Heading rule for the built site: every page has exactly one <h1>. The count is over the served
// HTML, not what a browser shows: region variants put every region's copy in the page and CSS
// picks one before paint, so a heading repeated per region counts however many regions show.
import { startTags } from './html.mjs';

/**
 * Whether the HTML is a redirect stub rather than a page: the `<meta http-equiv="refresh">`
 * file React Router prerenders for a route that redirects (old paths such as /home, and blog
 * posts and downloads by their spec id, which redirect to the slug URL). A visitor never sees
 * it (it refreshes at once, and the server answers those paths with a 301), it is noindex, and
 * it has no heading at all, so it is exempt from the <h1> rule.
 * @param {string} html
 */
export function isRedirectStub(html) {
  return startTags(html).some(
    ({ tag, attributes }) =>
      tag === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh',
  );
}

/** The number of <h1> elements in the markup (script and template bodies aside). @param {string} html */
export function h1Count(html) {
  return startTags(html).filter(({ tag }) => tag === 'h1').length;
}

/**
 * Problem with a page's <h1> elements, or null when it has exactly one (or is a redirect stub).
 * @param {string} html
 */
export function h1Problem(html) {
  if (isRedirectStub(html)) return null;
  const count = h1Count(html);
  return count === 1 ? null : `has ${count} <h1> elements; a page needs exactly one`;
}
