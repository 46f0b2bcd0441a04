import { describe, expect, it } from 'vitest';
import { richResultProblems } from './rich-results';
import {
  breadcrumbListJsonLd,
  internationalPhone,
  organizationJsonLd,
  postalAddressJsonLd,
  websiteJsonLd,
} from './site';

const SITE = 'https://www.tablogs.com';

describe('sitewide nodes', () => {
  it('Organization: name, legal name, registered address, contact points with phones', () => {
    const brisbane = {
      region: 'Australia/Pacific',
      countryCode: 'AU' as const,
      lines: ['Level 6, 200 Adelaide Street', 'Brisbane QLD 4000', 'Australia'],
      phone: '(02) 5550 1234',
      email: 'au@tablogs.com',
    };
    const data = organizationJsonLd(
      {
        social: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/tablogs' }],
        offices: [brisbane],
        company: {
          legalName: 'TabLogs Pty Ltd',
          abn: '53 614 208 937',
          registeredOffice: brisbane,
          emails: {},
        },
      },
      SITE,
    );
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@id': 'https://www.tablogs.com/#organization',
      url: 'https://www.tablogs.com/',
      logo: 'https://www.tablogs.com/apple-touch-icon.png',
      legalName: 'TabLogs Pty Ltd',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Level 6, 200 Adelaide Street',
        addressLocality: 'Brisbane',
        addressRegion: 'QLD',
        postalCode: '4000',
        addressCountry: 'AU',
      },
      telephone: '+61255501234',
      contactPoint: [{ '@type': 'ContactPoint', telephone: '+61255501234' }],
    });
  });

  it('PostalAddress and telephone of a US office, and an address line in another shape', () => {
    const denver = {
      countryCode: 'US' as const,
      lines: ['Suite 410, 1600 Market Street', 'Denver, CO 80202', 'United States'],
      phone: '+1 (555) 010-4821',
    };
    expect(postalAddressJsonLd(denver)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Suite 410, 1600 Market Street',
      addressLocality: 'Denver',
      addressRegion: 'CO',
      postalCode: '80202',
      addressCountry: 'US',
    });
    expect(internationalPhone(denver)).toBe('+15550104821');
    expect(internationalPhone({ countryCode: 'US', phone: '(555) 010-4821' })).toBe('+15550104821');
    expect(postalAddressJsonLd({ countryCode: 'AU', lines: ['PO Box 12', 'Australia'] })).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'PO Box 12',
      addressCountry: 'AU',
    });
  });

  it('WebSite points at the organization as publisher', () => {
    const data = websiteJsonLd(SITE);
    expect(richResultProblems(data)).toEqual([]);
    expect(data.publisher).toEqual({ '@id': 'https://www.tablogs.com/#organization' });
  });

  it('BreadcrumbList numbers the trail and makes every item absolute', () => {
    const data = breadcrumbListJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/resources/blog' },
        { name: 'USCS in Practice', path: '/resources/blog/uscs-in-practice' },
      ],
      SITE,
    );
    expect(richResultProblems(data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.tablogs.com/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Blog',
        item: 'https://www.tablogs.com/resources/blog',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'USCS in Practice',
        item: 'https://www.tablogs.com/resources/blog/uscs-in-practice',
      },
    ]);
  });
});
