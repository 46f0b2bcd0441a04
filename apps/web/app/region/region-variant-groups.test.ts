import { describe, expect, it } from 'vitest';
import {
  groupRegionVariants,
  loadRegionVariants,
  mapRegionVariants,
  regionShowValue,
} from './region-variant-groups';

describe('groupRegionVariants', () => {
  it('merges regions whose content is identical, keeping region order', () => {
    const variants = groupRegionVariants([
      ['AU', { headline: 'Borehole logging' }],
      ['US', { headline: 'Boring logs' }],
      ['EU', { headline: 'Boring logs' }],
      ['SA', { headline: 'Boring logs' }],
    ] as const);
    expect(variants).toEqual([
      { regions: ['AU'], value: { headline: 'Borehole logging' } },
      { regions: ['US', 'EU', 'SA'], value: { headline: 'Boring logs' } },
    ]);
    expect(variants.map((v) => regionShowValue(v.regions))).toEqual(['AU', 'US EU SA']);
  });

  it('gives a single variant when no region differs', async () => {
    const variants = await loadRegionVariants(async () => ['same']);
    expect(variants).toEqual([{ regions: ['AU', 'US', 'EU', 'SA'], value: ['same'] }]);
  });

  it('keeps three variants apart when three regions differ', async () => {
    const variants = await loadRegionVariants(async (region) => (region === 'SA' ? 'US' : region));
    expect(variants.map((v) => v.regions)).toEqual([['AU'], ['US', 'SA'], ['EU']]);
  });
});

describe('mapRegionVariants', () => {
  it('regroups by the derived value, in region order', () => {
    const sections = [
      { regions: ['AU' as const], value: { id: 'au', headline: 'Logs', description: 'Borehole' } },
      {
        regions: ['US' as const, 'SA' as const],
        value: { id: 'us', headline: 'Logs', description: 'Boring' },
      },
      { regions: ['EU' as const], value: { id: 'eu', headline: 'Logs', description: 'Boring' } },
    ];
    expect(mapRegionVariants(sections, (section) => section.headline)).toEqual([
      { regions: ['AU', 'US', 'EU', 'SA'], value: 'Logs' },
    ]);
    expect(mapRegionVariants(sections, (section) => section.description)).toEqual([
      { regions: ['AU'], value: 'Borehole' },
      { regions: ['US', 'EU', 'SA'], value: 'Boring' },
    ]);
  });
});
