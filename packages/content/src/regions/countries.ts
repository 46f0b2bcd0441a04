import { DEFAULT_REGION, type Region } from './regions';

// ISO 3166-1 alpha-2 codes. Pacific islands include the Australian external territories.
const AU_COUNTRIES = [
  'AU',
  'NZ',
  'FJ',
  'PG',
  'SB',
  'VU',
  'NC',
  'PF',
  'WS',
  'AS',
  'TO',
  'KI',
  'TV',
  'NR',
  'FM',
  'MH',
  'PW',
  'CK',
  'NU',
  'TK',
  'WF',
  'GU',
  'MP',
  'PN',
  'NF',
  'CX',
  'CC',
  'UM',
];
const US_COUNTRIES = ['US', 'CA'];
const EU_MEMBERS = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];
// EEA members outside the EU, the UK (also sent as `UK`, and Greece as `EL`, by some services) and CH.
const EU_OTHERS = ['IS', 'LI', 'NO', 'GB', 'UK', 'EL', 'CH'];
const SA_COUNTRIES = ['SA', 'AE', 'QA', 'KW', 'BH', 'OM'];

const REGION_BY_COUNTRY = new Map<string, Region>([
  ...AU_COUNTRIES.map((code) => [code, 'AU'] as const),
  ...US_COUNTRIES.map((code) => [code, 'US'] as const),
  ...[...EU_MEMBERS, ...EU_OTHERS].map((code) => [code, 'EU'] as const),
  ...SA_COUNTRIES.map((code) => [code, 'SA'] as const),
]);

/** The region for a looked-up country code; anything unknown, empty or failed → AU. */
export function regionForCountry(countryCode: string | null | undefined): Region {
  if (typeof countryCode !== 'string') return DEFAULT_REGION;
  return REGION_BY_COUNTRY.get(countryCode.trim().toUpperCase()) ?? DEFAULT_REGION;
}
