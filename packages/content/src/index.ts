// Browser-safe entry: domain types, regions, formats, slugs and rich-text rendering.
// Sources, file reading, sanitising and getContent live in `@tablogs/content/server`.

export { ContentError, type ContentErrorLocation } from './errors';
export { findBlogPost, findDownload } from './find';
export {
  type CalendarDate,
  formatBlogDate,
  formatLongDate,
  formatReleaseDate,
  parseCalendarDate,
  toIsoDate,
} from './format/dates';
export { findByKey, slugify } from './format/slug';
export { telHref } from './format/tel-href';
export { isRichTextDocument, RICH_TEXT_ERROR_HTML, renderRichText } from './html/rich-text';
export {
  embeddedRaster,
  embeddedVariantUrl,
  embeddedVector,
  type VariantFormat,
} from './images/embedded-variants';
export {
  type ImageSource,
  type ResponsiveImage,
  type ResponsiveImageOptions,
  responsiveImage,
} from './images/responsive-image';
export { IMAGE_WIDTHS, MAX_IMAGE_WIDTH, SVG_SCALE_LIMIT, variantWidths } from './images/widths';
export type * from './model/types';
export { regionForCountry } from './regions/countries';
export { fallbackPerKey, firstWithItems } from './regions/fallback';
export {
  DEFAULT_REGION,
  featureGridTypeChain,
  featureTypeChain,
  homeTypeChain,
  parseRegion,
  phoneForRegion,
  REGION_LABELS,
  REGIONS,
  type Region,
} from './regions/regions';
export {
  FEATURE_CATEGORIES,
  FEATURE_GRID_TYPES,
  FEATURE_PAGE_SLUGS,
  FEATURE_TYPES,
  type FeatureCategory,
  type FeatureContentType,
  type FeatureGridContentType,
  type FeaturePageSlug,
  HEADLINE_GROUPS,
  type HeadlineGroup,
  HOME_TAB_NAMES,
  HOME_TYPES,
  type HomeContentType,
  type HomeTabName,
  LEGAL_PAGE_SLUGS,
  type LegalPageSlug,
  OFFICE_COUNTRIES,
  type OfficeCountry,
} from './schema/values';
