// Paged resource lists (issue 35, docs/decisions/0038-paged-resource-lists.md): page 1 lives at the
// list's own URL, page n > 1 at `{list}/page/{n}`; every page is prerendered and linked by plain
// <a href> links, so crawlers and visitors without JavaScript reach them all.

import { data, redirect } from 'react-router';

/** Items on one page of a resource list (the blog's featured post is not counted). */
export const LIST_PAGE_SIZE = 12;

/** Number of pages for `count` items: at least one, so an empty list still has its page. */
export function pageCountOf(count: number, size = LIST_PAGE_SIZE): number {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Bad item count: ${count}`);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Bad page size: ${size}`);
  return Math.max(1, Math.ceil(count / size));
}

/** The items of page `page` (1-based), or null when the list has no such page. */
export function itemsOfPage<T>(
  items: readonly T[],
  page: number,
  size = LIST_PAGE_SIZE,
): T[] | null {
  if (!Number.isInteger(page) || page < 1 || page > pageCountOf(items.length, size)) return null;
  return items.slice((page - 1) * size, page * size);
}

/** The URL path of page `page` of the list at `listPath`. */
export function listPagePath(listPath: string, page: number): string {
  return page === 1 ? listPath : `${listPath}/page/${page}`;
}

/** Paths of the numbered pages after the first (`{list}/page/2` …), for the prerender. */
export function extraPagePaths(listPath: string, count: number, size = LIST_PAGE_SIZE): string[] {
  return Array.from({ length: pageCountOf(count, size) - 1 }, (_, i) =>
    listPagePath(listPath, i + 2),
  );
}

/**
 * The `:page` URL parameter: `number` for a page after the first, `'first'` for `1` (the list's own
 * URL is canonical), null for anything else (`0`, `02`, `x`), which is a 404.
 */
export function parsePageParam(param: string | undefined): number | 'first' | null {
  if (!param || !/^[1-9][0-9]{0,5}$/.test(param)) return null;
  const page = Number(param);
  return page === 1 ? 'first' : page;
}

/** One entry of the numbered pager: a page number, or a gap standing for pages left out. */
export type PagerEntry = number | 'gap';

/**
 * The numbered links of a pager: the first and last page, the current page and `siblings` pages
 * either side; a run of left-out pages is one gap, but a gap that would hide a single page shows
 * that page instead. Ascending; empty when there is one page.
 */
export function pagerEntries(current: number, pageCount: number, siblings = 1): PagerEntry[] {
  if (pageCount <= 1) return [];
  const shown = new Set([1, pageCount]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const entries: PagerEntry[] = [];
  for (const [i, page] of pages.entries()) {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) entries.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) entries.push('gap');
    entries.push(page);
  }
  return entries;
}

/** What a list page's loader hands its component and meta. */
export interface ListPageInfo {
  listPath: string;
  page: number;
  pageCount: number;
}

/** `<link rel="prev|next">` for the page's <head>, absolute on the site URL. */
export function pageRelLinks(
  { listPath, page, pageCount }: ListPageInfo,
  siteUrl: string,
): { tagName: 'link'; rel: 'prev' | 'next'; href: string }[] {
  const href = (n: number) => new URL(listPagePath(listPath, n), `${siteUrl}/`).href;
  return [
    ...(page > 1 ? [{ tagName: 'link' as const, rel: 'prev' as const, href: href(page - 1) }] : []),
    ...(page < pageCount
      ? [{ tagName: 'link' as const, rel: 'next' as const, href: href(page + 1) }]
      : []),
  ];
}

/** The page's <title> text: the list's, with "page n of m" after the first page. */
export function pageTitle(title: string, { page, pageCount }: ListPageInfo): string {
  return page === 1 ? title : `${title} – page ${page} of ${pageCount}`;
}

/**
 * Which page of a list a request names (`param`: the route's `:page`, undefined at the list's own
 * URL). Throws a 301 to the list for `page/1` and a 404 for anything that is not one of its pages.
 */
export function requestedListPage(
  listPath: string,
  itemCount: number,
  param: string | undefined,
): ListPageInfo {
  const pageCount = pageCountOf(itemCount);
  if (param === undefined) return { listPath, page: 1, pageCount };
  const page = parsePageParam(param);
  if (page === 'first') throw redirect(listPath, 301);
  if (page === null || page > pageCount) throw data(null, { status: 404 });
  return { listPath, page, pageCount };
}
