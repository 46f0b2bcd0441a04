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

/**
 * Derives a value from every variant and regroups by it: regions whose variants differ
 * elsewhere but agree on the derived value (e.g. the same headline) share one variant again.
 */
export function mapRegionVariants<T, U>(
  variants: readonly RegionVariant<T>[],
  derive: (value: T) => U,
): RegionVariant<U>[] {
  const entries = variants.flatMap((variant) =>
    variant.regions.map((region) => [region, derive(variant.value)] as const),
  );
  entries.sort(([a], [b]) => REGIONS.indexOf(a) - REGIONS.indexOf(b));
  return groupRegionVariants(entries);
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
