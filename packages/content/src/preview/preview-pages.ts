// The page a draft of each content type is previewed on: `pnpm content:preview-setup` gives
// Contentful these URLs, and the README's table is written from the same list (a test holds it
// to it). Contentful fills in `{entry.sys.id}` and `{entry.fields.…}`.
import { contentTypeDef } from '../schema/content-types';

export interface PreviewPage {
  /** Content type ids previewed on this page. */
  contentTypes: string[];
  /** The site path (it may name entry fields in braces). */
  path: string;
  /** The region the page is shown in (the types' regional variant). */
  region?: 'US' | 'EU' | 'SA';
}

const regional = (au: string, us: string, eu: string, sa: string, path: string): PreviewPage[] => [
  { contentTypes: [au], path },
  { contentTypes: [us], path, region: 'US' },
  { contentTypes: [eu], path, region: 'EU' },
  { contentTypes: [sa], path, region: 'SA' },
];

export const PREVIEW_PAGES: readonly PreviewPage[] = [
  // Blog posts and downloads open by entry id: a draft whose title (so its slug) changed opens.
  { contentTypes: ['blog'], path: '/resources/blog/{entry.sys.id}' },
  { contentTypes: ['downloads'], path: '/resources/downloads/{entry.sys.id}' },
  { contentTypes: ['legalPage'], path: '/{entry.fields.slug}' },
  { contentTypes: ['featurePages'], path: '/features/{entry.fields.slug}' },
  ...regional('feature', 'featuresUs', 'featuresEu', 'featuresSa', '/features'),
  ...regional('homePage', 'homePageUs', 'homePageEu', 'homePageSa', '/'),
  ...regional('featureGridAu', 'featureGridUs', 'featureGridEu', 'featureGridSa', '/'),
  { contentTypes: ['clients', 'headlineItems', 'siteSettings'], path: '/' },
  { contentTypes: ['workflowSteps'], path: '/how-it-works' },
  { contentTypes: ['tablabsFeatures'], path: '/tablabs' },
  { contentTypes: ['testimonials'], path: '/about/client-testimonials' },
  { contentTypes: ['about', 'team', 'teamOverview'], path: '/about' },
  { contentTypes: ['faqs'], path: '/resources/faqs' },
  { contentTypes: ['geotech101'], path: '/resources/geotech-101' },
  { contentTypes: ['newsletter'], path: '/resources/newsletters' },
  { contentTypes: ['productUpdates'], path: '/resources/product-updates' },
];

/** The preview URL of a page, for a site origin and preview secret (the README writes them SITE and SECRET). */
export function previewUrl(page: PreviewPage, site: string, secret: string): string {
  const region = page.region ? `&region=${page.region}` : '';
  return `${site}/api/preview?secret=${secret}&slug=${page.path}${region}`;
}

/** The README's rows: `| Blog post | \`https://SITE/api/preview?…\` |`. */
export function previewTableRows(): string[] {
  return PREVIEW_PAGES.map((page) => {
    const names = page.contentTypes.map((id) => contentTypeDef(id)?.name ?? id).join(', ');
    return `| ${names} | \`${previewUrl(page, 'https://SITE', 'SECRET')}\` |`;
  });
}
