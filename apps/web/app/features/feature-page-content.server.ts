import type { FeatureCategory, FeaturePageSlug } from '@tablogs/content';
import { getContent } from '@tablogs/content/server';
import { publicConfig } from '../config/public-config.server';
import { loadRegionVariants } from '../region/region-variant-groups';

/** Which feature blocks each page lists (docs/decisions/0016-screens-copy-and-formats.md). */
export const CATEGORY_BY_PAGE = {
  features: 'feature',
  app: 'app',
  dashboard: 'dashboard',
  manage: 'manage',
  visualise: 'visualiser',
  database: 'database',
} as const satisfies Partial<Record<FeaturePageSlug, FeatureCategory>>;

export type FeatureListingSlug = keyof typeof CATEGORY_BY_PAGE;

/** The page slug of a feature page path: `/features` → `features`, `/features/app` → `app`. */
export function featurePageSlug(pathname: string): FeatureListingSlug | null {
  const slug = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return slug in CATEGORY_BY_PAGE ? (slug as FeatureListingSlug) : null;
}

/** Heading, video and the category's blocks in every region's variant. */
export async function loadFeaturePage(slug: FeatureListingSlug) {
  const content = getContent();
  const [page, blocks, settings] = await Promise.all([
    content.featurePage(slug),
    loadRegionVariants((region) => content.features(region, CATEGORY_BY_PAGE[slug])),
    content.siteSettings(),
  ]);
  if (!page) throw new Error(`Feature page "${slug}" is missing from the content`);
  return {
    slug,
    page,
    blocks,
    discoveryPromo: settings.discoveryPromo,
    pageUrl: `${publicConfig.siteUrl}${slug === 'features' ? '/features' : `/features/${slug}`}`,
  };
}
