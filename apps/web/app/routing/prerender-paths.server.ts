import type { Content } from '@tablogs/content/server';
import { sentPath } from '@tablogs/leads';
import { PRICE_LIST_EFFECTIVE_DATE } from '@tablogs/pricing';
import { permanentRedirects } from '@tablogs/server/redirects';
import { extraPagePaths } from '../resources/list-pages';

/** A page that has its own canonical URL, with the date its content last changed if known. */
export interface CanonicalPage {
  path: string;
  /** Calendar date `YYYY-MM-DD`. */
  lastmod?: string;
}

/**
 * Everything the build prerenders, by kind: only `pages` belong in the sitemap. Other spellings
 * of a page (a blog post or download under its title) are not prerendered: the server answers
 * them with a 301 from the build's title-redirects.json (decision 0038).
 */
export interface PrerenderPlan {
  pages: CanonicalPage[];
  /** Pages kept out of search (`noindex`): prerendered, not in the sitemap. */
  unlisted: string[];
  /** Old paths that answer with a permanent redirect. */
  redirects: string[];
  /** Files such as the RSS feed, the sitemap and robots.txt. */
  resources: string[];
  /** Rendered by the splat route; postbuild moves it to /404.html. */
  notFound: '/404';
}

const FILE_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * Pages the production server renders on request from their query (their route's
 * `handle.renderedOnRequest`, decision 0056): never prerendered, never in the sitemap.
 */
export const RENDERED_ON_REQUEST: ReadonlySet<string> = new Set(['/pricing/quote']);

/**
 * Pages whose meta says `noindex` (a thank-you page is reached by a form, not a search): the lead
 * form's and the confirmations a form posted without JavaScript lands on (decision 0034).
 */
export const UNLISTED_PAGES: ReadonlySet<string> = new Set([
  '/final-step',
  sentPath('contact', null),
  sentPath('newsletter', null),
]);

const FEATURE_TYPES = ['featurePages', 'feature', 'featuresUs', 'featuresEu', 'featuresSa'];
const HOME_TYPES = ['homePage', 'homePageUs', 'homePageEu', 'homePageSa'];

/**
 * The content types each page without a dated list shows: its sitemap `lastmod` is the newest
 * `sys.updatedAt` among their entries. The price pages show the price list of @tablogs/pricing:
 * their `lastmod` is the day it took effect (`PRICE_LIST_EFFECTIVE_DATE`).
 */
export const PAGE_CONTENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  '/': [
    ...HOME_TYPES,
    'featureGridAu',
    'featureGridUs',
    'featureGridEu',
    'featureGridSa',
    'clients',
    'testimonials',
    'headlineItems',
  ],
  '/features': FEATURE_TYPES,
  '/features/app': FEATURE_TYPES,
  '/features/dashboard': FEATURE_TYPES,
  '/features/manage': FEATURE_TYPES,
  '/features/visualise': FEATURE_TYPES,
  '/features/database': FEATURE_TYPES,
  '/how-it-works': ['featurePages', 'workflowSteps'],
  '/tablabs': ['tablabsFeatures', 'headlineItems'],
  '/switch-now': ['headlineItems', 'testimonials'],
  '/about': ['about', 'team', 'teamOverview'],
  '/about/client-testimonials': ['testimonials', 'clients', ...HOME_TYPES],
  '/discovery-call': ['siteSettings'],
  '/contact-us': ['siteSettings'],
  '/free-quote': ['siteSettings'],
  '/resources/faqs': ['faqs'],
  '/resources/geotech-101': ['geotech101'],
  '/resources/downloads': ['downloads'],
};

/** The newest of some `YYYY-MM-DD` dates (they sort as text); empty strings are no date. */
function newest(dates: readonly string[]): string | undefined {
  return dates
    .filter(Boolean)
    .map((date) => date.slice(0, 10))
    .sort()
    .at(-1);
}

/** `sys.updatedAt` of every entry the pages above read, by content type and entry id. */
async function entriesUpdatedAt(content: Content): Promise<Map<string, Map<string, string>>> {
  const typeIds = new Set([...Object.values(PAGE_CONTENT_TYPES).flat(), 'downloads']);
  const byType = await Promise.all(
    [...typeIds].map(async (typeId) => {
      const { items } = await content.source.getEntries(typeId);
      const dates = new Map<string, string>();
      for (const entry of items)
        if (entry.sys.updatedAt) dates.set(entry.sys.id, entry.sys.updatedAt);
      return [typeId, dates] as const;
    }),
  );
  return new Map(byType);
}

/**
 * Sorts the route config's static paths and the content's dynamic paths into the plan.
 * `staticPaths` are the paths of routes without URL parameters, as React Router lists them.
 */
export async function prerenderPlan(
  staticPaths: readonly string[],
  content: Content,
): Promise<PrerenderPlan> {
  const [posts, newsletters, downloads, updates, legalPages] = await Promise.all([
    content.blogPosts(),
    content.newsletters(),
    content.downloads(),
    content.productUpdates(),
    content.legalPages(),
  ]);
  const redirects = new Set<string>(Object.keys(permanentRedirects));
  const updated = await entriesUpdatedAt(content);
  const lastmodByPath = new Map<string, string | undefined>([
    ...Object.entries(PAGE_CONTENT_TYPES).map(
      ([path, typeIds]) =>
        [path, newest(typeIds.flatMap((id) => [...(updated.get(id)?.values() ?? [])]))] as const,
    ),
    ['/pricing/tablogs', PRICE_LIST_EFFECTIVE_DATE],
    ['/pricing/tablabs', PRICE_LIST_EFFECTIVE_DATE],
    ['/resources/blog', newest(posts.map((post) => post.date))],
    ['/resources/newsletters', newest(newsletters.map((edition) => edition.date))],
    ['/resources/product-updates', newest(updates.map((update) => update.releaseDate))],
    ...legalPages.map((page) => [`/${page.slug}`, newest([page.lastUpdated])] as const),
  ]);
  // Numbered pages of the long lists (decision 0038): the blog and downloads feature their first
  // item above the pages; each page changes when any newer item arrives, hence the list's date.
  const listPages: CanonicalPage[] = [
    ...extraPagePaths('/resources/blog', Math.max(0, posts.length - 1)).map((path) => ({
      path,
      lastmod: lastmodByPath.get('/resources/blog'),
    })),
    ...extraPagePaths('/resources/downloads', Math.max(0, downloads.length - 1)).map((path) => ({
      path,
    })),
    ...extraPagePaths('/resources/newsletters', newsletters.length).map((path) => ({
      path,
      lastmod: lastmodByPath.get('/resources/newsletters'),
    })),
    ...extraPagePaths('/resources/product-updates', updates.length).map((path) => ({
      path,
      lastmod: lastmodByPath.get('/resources/product-updates'),
    })),
  ];
  const dynamicPages: CanonicalPage[] = [
    ...posts.map((post) => ({
      path: `/resources/blog/${post.slug}`,
      lastmod: newest([post.date]),
    })),
    ...newsletters.map((edition) => ({
      path: `/resources/newsletters/${edition.index}`,
      lastmod: newest([edition.date]),
    })),
    ...downloads.map((item) => ({
      path: `/resources/downloads/${item.slug}`,
      lastmod: newest([updated.get('downloads')?.get(item.id) ?? '']),
    })),
  ];
  const staticPages = staticPaths
    .filter(
      (path) =>
        !path.startsWith('/api/') &&
        !redirects.has(path) &&
        !FILE_EXTENSION.test(path) &&
        !UNLISTED_PAGES.has(path) &&
        !RENDERED_ON_REQUEST.has(path),
    )
    .map((path) => ({ path, lastmod: lastmodByPath.get(path) }));
  return {
    pages: [...staticPages, ...listPages, ...dynamicPages].map(({ path, lastmod }) =>
      lastmod ? { path, lastmod } : { path },
    ),
    unlisted: [
      ...staticPaths.filter((path) => UNLISTED_PAGES.has(path)),
      // Each document's confirmation, by the id its download form posts.
      ...downloads.map((item) => sentPath('download', item.id)),
    ],
    redirects: staticPaths.filter((path) => redirects.has(path)),
    resources: staticPaths.filter((path) => !path.startsWith('/api/') && FILE_EXTENSION.test(path)),
    notFound: '/404',
  };
}

/** Every path the build prerenders (react-router.config.ts `prerender.paths`). */
export function allPrerenderPaths(plan: PrerenderPlan): string[] {
  return [
    ...plan.pages.map((page) => page.path),
    ...plan.unlisted,
    ...plan.redirects,
    ...plan.resources,
    plan.notFound,
  ];
}

interface ManifestRoute {
  path?: string;
  index?: boolean;
  parentId?: string;
}

/**
 * The static paths of a server build's route manifest: what `getStaticPaths()` gives the
 * prerender config, for code that runs inside the build (the sitemap).
 */
export function staticPathsOf(
  routes: Readonly<Record<string, ManifestRoute | undefined>>,
): string[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? '';
    const above = parent ? fullPath(parent) : '';
    return [above, own].filter(Boolean).join('/');
  };
  const paths = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const path = `/${fullPath(route)}`.replace(/\/+/g, '/');
    if (/[:*]/.test(path)) continue;
    paths.add(path.length > 1 ? path.replace(/\/$/, '') : path);
  }
  return [...paths];
}
