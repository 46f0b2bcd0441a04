// Enumerated field values of CONTENT-MODEL.md.

export const FEATURE_CATEGORIES = [
  'feature',
  'app',
  'dashboard',
  'manage',
  'visualiser',
  'database',
] as const;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

export const FEATURE_PAGE_SLUGS = [
  'features',
  'how-it-works',
  'app',
  'dashboard',
  'manage',
  'visualise',
  'database',
] as const;
export type FeaturePageSlug = (typeof FEATURE_PAGE_SLUGS)[number];

export const HOME_TAB_NAMES = [
  'hero',
  'clients',
  'switchFrom',
  'explorer',
  'statistics',
  'testimonials',
  'freeTrial',
] as const;
export type HomeTabName = (typeof HOME_TAB_NAMES)[number];

export const HEADLINE_GROUPS = ['home', 'tablabs', 'switchNow'] as const;
export type HeadlineGroup = (typeof HEADLINE_GROUPS)[number];

export const LEGAL_PAGE_SLUGS = ['privacy-policy', 'terms-of-use'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

export const FEATURE_TYPES = ['feature', 'featuresUs', 'featuresEu', 'featuresSa'] as const;
export type FeatureContentType = (typeof FEATURE_TYPES)[number];

export const HOME_TYPES = ['homePage', 'homePageUs', 'homePageEu', 'homePageSa'] as const;
export type HomeContentType = (typeof HOME_TYPES)[number];

export const FEATURE_GRID_TYPES = [
  'featureGridAu',
  'featureGridUs',
  'featureGridEu',
  'featureGridSa',
] as const;
export type FeatureGridContentType = (typeof FEATURE_GRID_TYPES)[number];

/** Countries with an office: AU serves the AU region, US all the others (decision 0012). */
export const OFFICE_COUNTRIES = ['AU', 'US'] as const;
export type OfficeCountry = (typeof OFFICE_COUNTRIES)[number];

export const SITE_SETTINGS_ID = 'site-settings';
