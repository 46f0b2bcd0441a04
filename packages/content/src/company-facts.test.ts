import { describe, expect, it } from 'vitest';
import { createContent } from './loading/content';
import { createEmbeddedSource } from './sources/embedded';

// The shipped content states the company's addresses, phone numbers and emails only as the
// siteSettings entry does: anything else on a page contradicts the contact page.

const PHONE = /(?:\+\d{1,3}[\s-]?)?\(\d{2,4}\)\s?\d{3,4}[\s-]\d{4}|\+\d{1,3}(?:[\s-]?\d){8,12}/g;
const STREET =
  /\b\d{1,5}[A-Za-z]?\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Lane|Road|Rd|Avenue|Ave|Drive|Place|Terrace|Parade|Boulevard|Way|Highway|Court|Crescent)\b/g;
const EMAIL = /[\w.+-]+@tablogs\.com/gi;

const content = createContent(createEmbeddedSource());

/** Every page-facing text of the embedded content, as rendered (tokens expanded). */
async function everyText(): Promise<string> {
  const regions = ['AU', 'US', 'EU', 'SA'] as const;
  const loaded = await Promise.all([
    ...regions.map((region) => content.features(region)),
    ...regions.map((region) => content.homeSections(region)),
    ...regions.map((region) => content.featureCards(region)),
    content.featurePages(),
    content.headlineItems(),
    content.testimonials(),
    content.tablabsFeatures(),
    content.blogPosts(),
    content.faqs(),
    content.geotech101(),
    content.newsletters(),
    content.productUpdates(),
    content.aboutBlocks(),
    content.team(),
    content.teamOverview(),
    content.downloads(),
    content.legalPages(),
  ]);
  return JSON.stringify(loaded);
}

const distinct = (text: string, pattern: RegExp) => [...new Set(text.match(pattern) ?? [])].sort();

describe('company facts', () => {
  it('every address, phone number and email on the pages is the siteSettings entry’s', async () => {
    const { offices, company } = await content.siteSettings();
    const text = await everyText();
    const phones = offices.map((office) => office.phone);
    const streets = offices.flatMap((office) => office.lines.join(', ').match(STREET) ?? []);
    const emails = [...offices.map((office) => office.email), ...Object.values(company.emails)];
    expect({
      phones: distinct(text, PHONE).filter((phone) => !phones.includes(phone)),
      streets: distinct(text, STREET).filter((street) => !streets.includes(street)),
      emails: distinct(text, EMAIL).filter((email) => !emails.includes(email)),
    }).toEqual({ phones: [], streets: [], emails: [] });
  });

  it('the patterns find the facts they guard (so the check above can fail)', async () => {
    const { offices } = await content.siteSettings();
    const stated = JSON.stringify(offices);
    expect(distinct(stated, PHONE)).toEqual(offices.map((office) => office.phone).sort());
    expect(distinct(stated, STREET)).toHaveLength(offices.length);
    expect(distinct('Level 3, 18 Quarry Lane, (02) 5550 1840', STREET)).toEqual(['18 Quarry Lane']);
    expect(distinct('Level 3, 18 Quarry Lane, (02) 5550 1840', PHONE)).toEqual(['(02) 5550 1840']);
  });

  it('the privacy policy names the registered office, its phone and the legal name', async () => {
    const { company } = await content.siteSettings();
    const page = await content.legalPage('privacy-policy');
    const html = JSON.stringify(page);
    expect(html).toContain(company.registeredOffice.lines.join(', '));
    expect(html).toContain(company.registeredOffice.phone);
    expect(html).toContain(company.legalName);
    expect(html).not.toContain('{{');
  });

  it('every newsletter edition signs off with the legal name and the registered address', async () => {
    const { company } = await content.siteSettings();
    for (const edition of await content.newsletters()) {
      expect(edition.html).toContain(`${company.legalName} · ABN ${company.abn}`);
      expect(edition.html).toContain(company.registeredOffice.lines.join(', '));
      expect(edition.html).not.toContain('{{');
    }
  });

  it('the header phones are the offices’ phones', async () => {
    const settings = await content.siteSettings();
    const phoneOf = (country: string) =>
      settings.offices.find((office) => office.countryCode === country)?.phone;
    expect(settings.phoneAu).toBe(phoneOf('AU'));
    expect(settings.phoneUs).toBe(phoneOf('US'));
  });
});
