import { REGIONS, type Region } from '@tablogs/content';

/** One distinct piece of regional copy and the regions that read it. */
export interface RegionVariant<T> {
  regions: Region[];
  value: T;
}

/**
 * Groups per-region values into distinct variants, in region order. Regions whose content
 * is identical (after fallback) share one variant, so the page only repeats what differs.
 */
export function groupRegionVariants<T>(
  entries: ReadonlyArray<readonly [Region, T]>,
): RegionVariant<T>[] {
  const byKey = new Map<string, RegionVariant<T>>();
  for (const [region, value] of entries) {
    const key = JSON.stringify(value);
    const existing = byKey.get(key);
    if (existing) existing.regions.push(region);
    else byKey.set(key, { regions: [region], value });
  }
  return [...byKey.values()];
}

/** Loads a value for every region and groups the results (build time, in loaders). */
export async function loadRegionVariants<T>(
  load: (region: Region) => Promise<T>,
): Promise<RegionVariant<T>[]> {
  const values = await Promise.all(
    REGIONS.map(async (region) => [region, await load(region)] as const),
  );
  return groupRegionVariants(values);
}

/** The `data-region-show` value for a variant: the regions it serves, space separated. */
export function regionShowValue(regions: readonly Region[]): string {
  return regions.join(' ');
}
