import type { FeatureContentType, FeatureGridContentType, HomeContentType } from '../schema/values';

export const REGIONS = ['AU', 'US', 'EU', 'SA'] as const;
export type Region = (typeof REGIONS)[number];

export const DEFAULT_REGION: Region = 'AU';

export const REGION_LABELS: Readonly<Record<Region, string>> = {
  AU: 'Australia & Pacific',
  US: 'North America',
  EU: 'Europe',
  SA: 'Saudi Arabia & Middle East',
};

/** A stored or queried region code, or null when it is not one of ours. */
export function parseRegion(value: unknown): Region | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return (REGIONS as readonly string[]).includes(code) ? (code as Region) : null;
}

// Fallback chains (docs/decisions/0012-regions.md): the first type with content wins.

const FEATURE_CHAINS: Readonly<Record<Region, readonly FeatureContentType[]>> = {
  AU: ['feature'],
  US: ['featuresUs', 'feature'],
  EU: ['featuresEu', 'featuresUs', 'feature'],
  SA: ['featuresSa', 'featuresUs', 'feature'],
};

const HOME_CHAINS: Readonly<Record<Region, readonly HomeContentType[]>> = {
  AU: ['homePage'],
  US: ['homePageUs', 'homePage'],
  EU: ['homePageEu', 'homePageUs', 'homePage'],
  SA: ['homePageSa', 'homePageUs', 'homePage'],
};

const FEATURE_GRID_CHAINS: Readonly<Record<Region, readonly FeatureGridContentType[]>> = {
  AU: ['featureGridAu'],
  US: ['featureGridUs', 'featureGridAu'],
  EU: ['featureGridEu', 'featureGridUs', 'featureGridAu'],
  SA: ['featureGridSa', 'featureGridUs', 'featureGridAu'],
};

/** Feature content types to try for a region, most specific first (unset → AU). */
export function featureTypeChain(region?: Region | null): readonly FeatureContentType[] {
  return FEATURE_CHAINS[region ?? DEFAULT_REGION];
}

/** Home-section content types to try for a region, most specific first (unset → AU). */
export function homeTypeChain(region?: Region | null): readonly HomeContentType[] {
  return HOME_CHAINS[region ?? DEFAULT_REGION];
}

/** Feature-card content types: the home chain with the featureGrid Au/Us/Eu/Sa types. */
export function featureGridTypeChain(region?: Region | null): readonly FeatureGridContentType[] {
  return FEATURE_GRID_CHAINS[region ?? DEFAULT_REGION];
}

/** The header phone number: the Australian one for AU (and unset), the US one elsewhere. */
export function phoneForRegion(
  region: Region | null | undefined,
  phones: { phoneAu: string; phoneUs: string },
): string {
  return (region ?? DEFAULT_REGION) === 'AU' ? phones.phoneAu : phones.phoneUs;
}
