import { describe, expect, it } from 'vitest';
import { parseStoredConsent } from './consent-store';
import { marketingPermission } from './marketing-consent';

describe('marketingPermission', () => {
  it('waits for the region, allows outside the EU and asks inside it', () => {
    expect(marketingPermission(null, true, 'granted')).toBe('unknown');
    expect(marketingPermission('AU', false, null)).toBe('allowed');
    expect(marketingPermission('EU', false, null)).toBe('unknown');
    expect(marketingPermission('EU', true, null)).toBe('unknown');
    expect(marketingPermission('EU', true, 'granted')).toBe('allowed');
    expect(marketingPermission('EU', true, 'denied')).toBe('refused');
  });
});

describe('parseStoredConsent', () => {
  it('reads a stored answer and refuses anything else', () => {
    const stored = { decision: 'granted', decidedAt: '2026-01-01T00:00:00.000Z' };
    expect(parseStoredConsent(JSON.stringify(stored))).toEqual(stored);
    expect(parseStoredConsent(null)).toBeNull();
    expect(parseStoredConsent('granted')).toBeNull();
    expect(parseStoredConsent(JSON.stringify({ decision: 'maybe', decidedAt: 'x' }))).toBeNull();
  });
});
