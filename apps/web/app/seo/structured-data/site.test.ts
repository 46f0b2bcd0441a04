import { describe, expect, it } from 'vitest';
import { richResultProblems } from './rich-results';
import { breadcrumbListJsonLd, organizationJsonLd, websiteJsonLd } from './site';

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
      address: 'Level 6, 200 Adelaide Street, Brisbane QLD 4000, Australia',
      telephone: '(02) 5550 1234',
      contactPoint: [{ '@type': 'ContactPoint', telephone: '(02) 5550 1234' }],
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
