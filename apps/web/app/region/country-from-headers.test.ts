import { describe, expect, it } from 'vitest';
import { countryFromHeaders } from './country-from-headers';

describe('countryFromHeaders', () => {
  it('reads the Cloudflare, CloudFront and Vercel headers in that order', () => {
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'nz' }))).toBe('NZ');
    expect(countryFromHeaders(new Headers({ 'CloudFront-Viewer-Country': 'US' }))).toBe('US');
    expect(countryFromHeaders(new Headers({ 'X-Vercel-IP-Country': 'DE' }))).toBe('DE');
    expect(
      countryFromHeaders(new Headers({ 'CF-IPCountry': 'AU', 'X-Vercel-IP-Country': 'DE' })),
    ).toBe('AU');
  });

  it('answers null when no header names a real country', () => {
    expect(countryFromHeaders(new Headers())).toBeNull();
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'XX' }))).toBeNull();
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'T1' }))).toBeNull();
    expect(countryFromHeaders(new Headers({ 'CF-IPCountry': 'Australia' }))).toBeNull();
  });
});
