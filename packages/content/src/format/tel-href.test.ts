import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('gives Australian local numbers the +61 country code', () => {
    expect(telHref('(02) 5550 1234', 'AU')).toBe('tel:+61255501234');
  });

  it('keeps an international number as written', () => {
    expect(telHref('+1 (555) 010-4821', 'US')).toBe('tel:+15550104821');
  });

  it('adds +1 to a US number written without it', () => {
    expect(telHref('(555) 010-4821', 'US')).toBe('tel:+15550104821');
  });
});
