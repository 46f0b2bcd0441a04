import { type RegionState, useRegionStore } from './region-store';

/**
 * The canonical URL is in every prerendered page; once the visitor's region is known it stays
 * only for the US region (docs/decisions/0012-regions.md).
 */
function keepCanonicalForUs({ region }: RegionState) {
  if (region !== null && region !== 'US') document.querySelector('link[rel="canonical"]')?.remove();
}

/**
 * Resolves the visitor's region as the page's scripts start: the stored choice, or one lookup of
 * the country at the URL the page names (`<html data-region-lookup>`, from the root loader).
 */
export function startRegion(): void {
  useRegionStore.subscribe(keepCanonicalForUs);
  const lookupUrl = document.documentElement.dataset.regionLookup;
  if (lookupUrl) void useRegionStore.getState().resolve(lookupUrl);
}
