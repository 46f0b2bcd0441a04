// `@tablogs/content/regions`: the region codes, labels, country mapping and fallbacks alone, for
// browser code that runs on every page (the site header and region store). The main entry also
// carries rich-text types and formats, which every page would otherwise download.
export { regionForCountry } from './countries';
export { fallbackPerKey, firstWithItems } from './fallback';
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
} from './regions';
