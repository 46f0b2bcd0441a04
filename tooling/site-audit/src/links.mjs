// Link rules for the built site: every internal URL resolves to a built file, a redirect whose
// target resolves, or a server route; every #fragment names an id on its target page; every
// external URL is well-formed.
import { idsOf, startTags } from './html.mjs';

/** Attributes that hold a URL, per element. */
const URL_ATTRIBUTES = /** @type {Record<string, string[]>} */ ({
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  form: ['action'],
});
/** Meta tags whose content is a URL (social cards, Open Graph). */
const URL_META = new Set(['og:url', 'og:image', 'twitter:image']);

/**
 * Every URL a page refers to, with where it was found.
 * @param {string} html
 * @returns {{ url: string, where: string }[]}
 */
export function linksOf(html) {
  const links = [];
  for (const { tag, attributes } of startTags(html)) {
    if (tag === 'meta') {
      const key = attributes.property ?? attributes.name;
      if (key && URL_META.has(key) && attributes.content !== undefined) {
        links.push({ url: attributes.content, where: `<meta ${key}>` });
      }
      continue;
    }
    if (tag === 'link' && attributes.rel === 'preconnect') continue;
    for (const name of URL_ATTRIBUTES[tag] ?? []) {
      const value = attributes[name];
      if (value === undefined) continue;
      const urls =
        name === 'srcset'
          ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')
          : [value];
      for (const url of urls) links.push({ url: url.trim(), where: `<${tag} ${name}>` });
    }
  }
  return links;
}

/**
 * Problem with an external (absolute) URL, or null when it is well-formed.
 * @param {string} url
 */
export function externalUrlProblem(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a valid URL';
  }
  switch (parsed.protocol) {
    case 'http:':
    case 'https:':
      if (
        !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(parsed.hostname) &&
        parsed.hostname !== 'localhost'
      ) {
        return 'has no valid host name';
      }
      if (/\s/.test(url)) return 'contains white space';
      return null;
    case 'mailto:':
      return /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/.test(decodeURIComponent(parsed.pathname))
        ? null
        : 'is not a mailto: with one address';
    case 'tel:':
      return /^\+?[0-9][0-9\-.()]{4,}$/.test(decodeURIComponent(parsed.pathname).replace(/\s/g, ''))
        ? null
        : 'is not a tel: with a phone number';
    case 'data:':
      return null;
    default:
      return `uses the ${parsed.protocol} scheme`;
  }
}

/**
 * @typedef {{
 *   pageIds: (urlPath: string) => Set<string> | null,
 *   fileExists: (urlPath: string) => boolean,
 *   redirects: Readonly<Record<string, string>>,
 *   isServerRoute: (urlPath: string) => boolean,
 * }} Site
 * `pageIds` gives the ids of the HTML page at a path (null when it is not a page).
 */

/**
 * Problem with one URL found on a page, or null when it resolves.
 * @param {string} url
 * @param {string} pagePath the URL path of the page the link is on
 * @param {Site} site
 */
export function linkProblem(url, pagePath, site) {
  if (url === '') return 'is empty';
  if (url === '#') return 'points at "#", which is no target';
  if (url.startsWith('#')) {
    const id = decodeURIComponent(url.slice(1));
    return site.pageIds(pagePath)?.has(id)
      ? null
      : `points at #${id}, which is not an id on this page`;
  }
  if (url.startsWith('//')) return externalUrlProblem(`https:${url}`);
  if (!url.startsWith('/')) {
    return /^[a-z][a-z0-9+.-]*:/i.test(url) ? externalUrlProblem(url) : 'is a relative URL';
  }
  const { pathname, hash } = new URL(url, 'http://site.invalid');
  if (pathname.length > 1 && pathname.endsWith('/')) return 'ends with "/", which redirects';
  const target = site.redirects[pathname] ?? pathname;
  const resolves = site.fileExists(target) || site.isServerRoute(target);
  if (!resolves) {
    return site.redirects[pathname]
      ? `redirects to ${target}, which does not exist`
      : 'does not resolve to a page, a file or a server route';
  }
  if (hash.length > 1) {
    const id = decodeURIComponent(hash.slice(1));
    const ids = site.pageIds(target);
    if (!ids) return `has #${id} but ${target} is not a page`;
    if (!ids.has(id)) return `points at #${id}, which is not an id on ${target}`;
  }
  return null;
}

export { idsOf };
