import { describe, expect, it } from 'vitest';
import { readMarketingConfig } from './marketing-config';

const GUID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('readMarketingConfig', () => {
  it('turns everything off when nothing is set', () => {
    expect(readMarketingConfig({})).toEqual({ hubspot: null, gtmId: null, analyticsSilent: false });
  });

  it('reads the portal, region, per-form ids and the tag manager id', () => {
    const config = readMarketingConfig({
      HUBSPOT_PORTAL_ID: ' 1234567 ',
      HUBSPOT_REGION: 'eu1',
      HUBSPOT_FORM_QUOTE: GUID,
      HUBSPOT_FORM_NEWSLETTER: '',
      GTM_ID: 'GTM-AB12CD',
      GTM_SILENT: 'true',
    });
    expect(config).toEqual({
      hubspot: { portalId: '1234567', region: 'eu1', forms: { quote: GUID } },
      gtmId: 'GTM-AB12CD',
      analyticsSilent: true,
    });
  });

  it('defaults the HubSpot region to na1', () => {
    expect(readMarketingConfig({ HUBSPOT_PORTAL_ID: '42' }).hubspot?.region).toBe('na1');
  });

  it('names every malformed variable', () => {
    expect(() =>
      readMarketingConfig({
        HUBSPOT_PORTAL_ID: 'abc',
        HUBSPOT_REGION: 'ap1',
        HUBSPOT_FORM_DOWNLOAD: 'not-a-guid',
        GTM_ID: 'UA-1',
      }),
    ).toThrow(/GTM_ID[\s\S]*HUBSPOT_PORTAL_ID[\s\S]*HUBSPOT_REGION[\s\S]*HUBSPOT_FORM_DOWNLOAD/);
  });
});
