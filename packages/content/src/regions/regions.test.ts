import { describe, expect, it } from 'vitest';
import { regionForCountry } from './countries';
import { fallbackPerKey, firstWithItems } from './fallback';
import {
  featureGridTypeChain,
  featureTypeChain,
  homeTypeChain,
  parseRegion,
  phoneForRegion,
  REGION_LABELS,
} from './regions';

describe('regions', () => {
  it('labels every region as decided', () => {
    expect(REGION_LABELS).toEqual({
      AU: 'Australia & Pacific',
      US: 'North America',
      EU: 'Europe',
      SA: 'Saudi Arabia & Middle East',
    });
  });

  it('parses stored region codes and rejects others', () => {
    expect(parseRegion('eu')).toBe('EU');
    expect(parseRegion('NZ')).toBeNull();
    expect(parseRegion(null)).toBeNull();
  });

  it('chains feature types: AU/unset → feature; US → US → base; EU/SA → own → US → base', () => {
    expect(featureTypeChain('AU')).toEqual(['feature']);
    expect(featureTypeChain(null)).toEqual(['feature']);
    expect(featureTypeChain(undefined)).toEqual(['feature']);
    expect(featureTypeChain('US')).toEqual(['featuresUs', 'feature']);
    expect(featureTypeChain('EU')).toEqual(['featuresEu', 'featuresUs', 'feature']);
    expect(featureTypeChain('SA')).toEqual(['featuresSa', 'featuresUs', 'feature']);
  });

  it('chains home sets: US → AU set; EU → US chain; SA → US chain', () => {
    expect(homeTypeChain(null)).toEqual(['homePage']);
    expect(homeTypeChain('US')).toEqual(['homePageUs', 'homePage']);
    expect(homeTypeChain('EU')).toEqual(['homePageEu', 'homePageUs', 'homePage']);
    expect(homeTypeChain('SA')).toEqual(['homePageSa', 'homePageUs', 'homePage']);
    expect(featureGridTypeChain('AU')).toEqual(['featureGridAu']);
    expect(featureGridTypeChain('SA')).toEqual(['featureGridSa', 'featureGridUs', 'featureGridAu']);
    expect(featureGridTypeChain('EU')).toEqual(['featureGridEu', 'featureGridUs', 'featureGridAu']);
  });

  it('shows the Australian phone for AU and unset, the US phone elsewhere', () => {
    const phones = { phoneAu: '(02) 5550 1234', phoneUs: '(555) 0123' };
    expect(phoneForRegion('AU', phones)).toBe(phones.phoneAu);
    expect(phoneForRegion(null, phones)).toBe(phones.phoneAu);
    for (const region of ['US', 'EU', 'SA'] as const)
      expect(phoneForRegion(region, phones)).toBe(phones.phoneUs);
  });
});

describe('regionForCountry', () => {
  it.each([
    ['AU', 'AU'],
    ['NZ', 'AU'],
    ['FJ', 'AU'],
    ['PG', 'AU'],
    ['WS', 'AU'],
    ['US', 'US'],
    ['CA', 'US'],
    ['ca', 'US'],
    ['DE', 'EU'],
    ['FR', 'EU'],
    ['NO', 'EU'],
    ['IS', 'EU'],
    ['LI', 'EU'],
    ['GB', 'EU'],
    ['CH', 'EU'],
    ['SA', 'SA'],
    ['AE', 'SA'],
    ['QA', 'SA'],
    ['KW', 'SA'],
    ['BH', 'SA'],
    ['OM', 'SA'],
  ])('%s → %s', (country, region) => {
    expect(regionForCountry(country)).toBe(region);
  });

  it('falls back to AU for unknown, empty or failed lookups', () => {
    expect(regionForCountry('BR')).toBe('AU');
    expect(regionForCountry('')).toBe('AU');
    expect(regionForCountry(null)).toBe('AU');
    expect(regionForCountry(undefined)).toBe('AU');
  });
});

describe('fallback helpers', () => {
  const sets: Record<string, { key: string; id: string }[]> = {
    a: [],
    b: [{ key: 'x', id: 'b1' }],
    c: [
      { key: 'x', id: 'c1' },
      { key: 'y', id: 'c2' },
    ],
  };
  it('takes the first type that has items', () => {
    expect(firstWithItems(['a', 'b', 'c'], (t) => sets[t] ?? [])?.type).toBe('b');
    expect(firstWithItems(['a'], (t) => sets[t] ?? [])).toBeNull();
  });
  it('falls back per key', () => {
    const items = fallbackPerKey(
      ['a', 'b', 'c'],
      ['x', 'y', 'z'],
      (t) => sets[t] ?? [],
      (i) => i.key,
    );
    expect(items.map((i) => i.id)).toEqual(['b1', 'c2']);
  });
});
