import { describe, expect, it } from 'vitest';
import { ContentError } from '../errors';
import { assetLink, entry, imageAsset, memorySource } from '../fixtures/cda';
import { createContent } from '../loading/content';
import type { CompanyFacts } from '../model/types';
import { companyFactTokens, expandFactTokens, hasFactTokens } from './company-facts';

const office = {
  region: 'Australia/Pacific',
  countryCode: 'AU' as const,
  lines: ['Level 6, 200 Adelaide Street', 'Brisbane QLD 4000', 'Australia'],
  phone: '(02) 5550 1234',
  email: 'australia@tablogs.com',
};
const company: CompanyFacts = {
  legalName: 'Smith & Co Pty Ltd',
  abn: '12 345 678 901',
  registeredOffice: office,
  emails: { privacy: 'privacy@tablogs.com' },
};
const where = { contentType: 'legalPage', entryId: 'privacy', field: 'intro' };

describe('company-fact tokens', () => {
  it('answer the legal name, ABN, registered office and role emails', () => {
    expect(Object.fromEntries(companyFactTokens(company))).toEqual({
      'company.legalName': 'Smith & Co Pty Ltd',
      'company.abn': '12 345 678 901',
      'company.address': 'Level 6, 200 Adelaide Street, Brisbane QLD 4000, Australia',
      'company.phone': '(02) 5550 1234',
      'company.email': 'australia@tablogs.com',
      'email.privacy': 'privacy@tablogs.com',
    });
  });

  it('expand in text and attributes, HTML-escaped', () => {
    const html = expandFactTokens(
      '<p>{{company.legalName}}, {{ company.address }}: <a href="mailto:{{email.privacy}}">{{email.privacy}}</a></p>',
      companyFactTokens(company),
      where,
    );
    expect(html).toBe(
      '<p>Smith &amp; Co Pty Ltd, Level 6, 200 Adelaide Street, Brisbane QLD 4000, Australia: <a href="mailto:privacy@tablogs.com">privacy@tablogs.com</a></p>',
    );
  });

  it('an unknown token is a content error naming the entry and field', () => {
    const expand = () =>
      expandFactTokens('<p>{{company.fax}}</p>', companyFactTokens(company), where);
    expect(expand).toThrow(ContentError);
    expect(expand).toThrow(
      /content type "legalPage", entry "privacy", field "intro": unknown token \{\{company\.fax\}\}/,
    );
    expect(() => expandFactTokens('{{email.privacy}}', null, where)).toThrow(/known: none/);
  });

  it('are recognised only as double-braced names', () => {
    expect(hasFactTokens('{{company.abn}}')).toBe(true);
    expect(hasFactTokens('{ "a": { "b": 1 } }')).toBe(false);
    expect(hasFactTokens('<p>{{ }}</p>')).toBe(false);
  });
});

const settings = entry('siteSettings', 'site-settings', {
  legalName: 'TabLogs Pty Ltd',
  abn: '53 614 208 937',
  registeredOffice: 'AU',
  emails: { privacy: 'privacy@tablogs.com' },
  loginUrl: 'https://app.tablogs.com/login',
  systemStatusUrl: 'https://status.tablogs.com',
  euDisputeResolutionUrl: 'https://ec.europa.eu/consumers/odr',
  appStoreUrl: 'https://apps.apple.com/app/x',
  playStoreUrl: 'https://play.google.com/store/apps/x',
  social: [],
  offices: [
    office,
    {
      region: 'North America',
      countryCode: 'US',
      lines: ['Suite 410, 1600 Market Street', 'Denver, CO 80202', 'United States'],
      phone: '+1 (555) 010-4821',
      email: 'northamerica@tablogs.com',
    },
  ],
  statistics: [{ value: '300+', label: 'companies' }],
  boreholesBadge: '350,000+',
  legacyToolName: 'LegacyLog',
  legacyToolSupportEnds: 2028,
  switchNowPitches: Array.from({ length: 4 }, () => ({ title: 'T', text: 'X' })),
  switchNowTimeline: Array.from({ length: 4 }, () => ({ value: '1', label: 'L' })),
  discoveryPromo: { headline: 'H', text: 'T' },
});

function privacyPolicy(body: string) {
  return entry('legalPage', 'privacy', {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    lastUpdated: '2021-07-30',
    intro: '<p>{{company.legalName}} (ABN {{company.abn}})</p>',
    sections: [{ heading: 'Contact', body }],
  });
}
const newsletter = entry('newsletter', 'nl', {
  newsletterName: 'June',
  blurb: 'B',
  image: assetLink('illus-hero'),
  date: '2025-06-01',
  content: ['<html><body><p>{{company.legalName}}<br>{{company.address}}</p></body></html>'],
  order: 1,
});
const assets = [imageAsset('illus-hero')];

describe('content with company-fact tokens', () => {
  it('legal pages and newsletters state the siteSettings facts', async () => {
    const content = createContent(
      memorySource(
        [settings, privacyPolicy('<p>Phone: {{company.phone}}</p>'), newsletter],
        assets,
      ),
    );
    const page = await content.legalPage('privacy-policy');
    expect(page?.introHtml).toBe('<p>TabLogs Pty Ltd (ABN 53 614 208 937)</p>');
    expect(page?.sections[0]?.html).toBe('<p>Phone: (02) 5550 1234</p>');
    expect((await content.newsletter(0))?.html).toContain(
      'TabLogs Pty Ltd<br />Level 6, 200 Adelaide Street, Brisbane QLD 4000, Australia',
    );
    const header = await content.siteSettings();
    expect([header.phoneAu, header.phoneUs]).toEqual(['(02) 5550 1234', '+1 (555) 010-4821']);
    expect(header.company.registeredOffice.region).toBe('Australia/Pacific');
  });

  it('reads the site settings only when an entry names a fact', async () => {
    const source = memorySource([settings, privacyPolicy('<p>No facts.</p>')], assets);
    const plain = entry('legalPage', 'privacy', {
      ...privacyPolicy('<p>x</p>').fields,
      intro: '<p>Intro.</p>',
    });
    const withoutTokens = memorySource([settings, plain], assets);
    await createContent(withoutTokens).legalPages();
    expect(withoutTokens.calls).toEqual(['legalPage']);
    await createContent(source).legalPages();
    expect(source.calls).toContain('siteSettings');
  });

  it('a token the facts do not answer fails the load, naming the section', async () => {
    const content = createContent(
      memorySource([settings, privacyPolicy('<p>{{company.fax}}</p>')], assets),
    );
    await expect(content.legalPages()).rejects.toThrow(
      /entry "privacy", field "sections\.0\.body": unknown token/,
    );
  });

  it('site settings without an office for the registered country are rejected', async () => {
    const usOnly = entry('siteSettings', 'site-settings', {
      ...settings.fields,
      offices: [(settings.fields.offices as unknown[])[1]],
    });
    await expect(createContent(memorySource([usOnly], assets)).siteSettings()).rejects.toThrow(
      /field "offices": must hold exactly one office for each of AU, US/,
    );
  });
});
