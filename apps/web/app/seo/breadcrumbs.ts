import type { Crumb } from '@tablogs/content/structured-data';

/**
 * A route module can name its page in the breadcrumb trail:
 * `export const handle: BreadcrumbHandle = { breadcrumb: (data) => data.post.title }`.
 * Without it the last URL segment is made readable.
 */
export interface BreadcrumbHandle {
  breadcrumb: string | ((loaderData: never) => string | undefined);
}

/** Section pages a trail passes through (only paths that are pages) and fixed page names. */
const PAGE_NAMES: Readonly<Record<string, string>> = {
  '/features': 'Features',
  '/about': 'About',
  '/tablabs': 'TabLabs',
  '/pricing/tablogs': 'TabLogs pricing',
  '/pricing/tablabs': 'TabLabs pricing',
  '/resources/blog': 'Blog',
  '/resources/faqs': 'FAQs',
  '/resources/geotech-101': 'Geotech 101',
  '/resources/newsletters': 'Newsletters',
  '/resources/product-updates': 'Product updates',
  '/resources/downloads': 'Downloads',
};

/** `client-testimonials` → `Client testimonials`. */
export function readableSegment(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as written.
  }
  const words = text.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name a route's handle gives its page, if any. */
export function handleBreadcrumb(handle: unknown, loaderData: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('breadcrumb' in handle)) return undefined;
  const { breadcrumb } = handle as BreadcrumbHandle;
  const name = typeof breadcrumb === 'function' ? breadcrumb(loaderData as never) : breadcrumb;
  return name?.trim() || undefined;
}

/**
 * Home → section pages above → this page, for nested pages (two or more segments);
 * null for the home page and top-level pages, which need no trail.
 */
export function breadcrumbTrail(pathname: string, pageName?: string): Crumb[] | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const above = segments
    .slice(0, -1)
    .map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
    .flatMap((path) => {
      const name = PAGE_NAMES[path];
      return name ? [{ name, path }] : [];
    });
  const path = `/${segments.join('/')}`;
  const name = pageName ?? PAGE_NAMES[path] ?? readableSegment(segments.at(-1) ?? '');
  return [{ name: 'Home', path: '/' }, ...above, { name, path }];
}
