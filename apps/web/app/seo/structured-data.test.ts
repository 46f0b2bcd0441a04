import { describe, expect, it } from 'vitest';
import { defaultOffers } from './default-offers';
import { richResultProblems } from './rich-results';
import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  softwareApplicationJsonLd,
  websiteJsonLd,
} from './structured-data';

const SITE = 'https://www.tablogs.com';
const image = (url: string) => ({
  id: url,
  url,
  width: 1200,
  height: 900,
  alt: 'x',
  contentType: 'image/svg+xml',
});
const post = {
  slug: 'uscs-in-practice',
  title: 'USCS in Practice',
  blurb: 'Getting classifications right.',
  author: 'Sam Field',
  date: '2025-03-05',
  mainImage: image('/content/blog-1-main.svg'),
  bannerImage: image('/content/blog-1-banner.svg'),
};

describe('structured data builders', () => {
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

  it.each(['TabLogs', 'TabLabs'] as const)(
    'SoftwareApplication for %s offers the default list prices',
    (name) => {
      const offers = defaultOffers(name);
      expect(offers.map((offer) => offer.name)).toEqual([`${name} Standard`, `${name} Plus`]);
      expect(offers.every((offer) => offer.price > 0 && offer.priceCurrency === 'AUD')).toBe(true);
      const data = softwareApplicationJsonLd(
        { name, description: 'Logging software.', path: `/pricing/${name.toLowerCase()}`, offers },
        SITE,
      );
      expect(richResultProblems(data)).toEqual([]);
    },
  );

  it('FAQPage turns HTML answers into text', () => {
    const data = faqPageJsonLd([
      { question: 'Does it work offline?', answerHtml: '<p>Yes &amp; it syncs <b>later</b>.</p>' },
    ]);
    expect(richResultProblems(data)).toEqual([]);
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Does it work offline?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes & it syncs later .' },
      },
    ]);
  });

  it('BlogPosting has author, ISO dates, absolute images and a headline Google keeps whole', () => {
    const data = blogPostingJsonLd(post, SITE);
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      url: 'https://www.tablogs.com/resources/blog/uscs-in-practice',
      image: [
        'https://www.tablogs.com/content/blog-1-main.svg',
        'https://www.tablogs.com/content/blog-1-banner.svg',
      ],
      datePublished: '2025-03-05',
      author: { '@type': 'Person', name: 'Sam Field' },
    });
    const long = blogPostingJsonLd({ ...post, title: 'A'.repeat(140) }, SITE);
    expect((long.headline as string).length).toBeLessThanOrEqual(110);
  });
});

describe('richResultProblems', () => {
  it('names a wrong context, an unknown type, relative URLs, bad dates and missing offers', () => {
    expect(
      richResultProblems({
        '@context': 'http://schema.org',
        '@type': 'WebSite',
        name: 'x',
        url: '/',
      }),
    ).toEqual([
      '@context must be "https://schema.org", got "http://schema.org"',
      'WebSite.url must be an absolute URL, got "/"',
    ]);
    expect(richResultProblems({ '@context': 'https://schema.org', '@type': 'Thing' })[0]).toMatch(
      /not one of/,
    );
    const post = blogPostingJsonLd(
      {
        slug: 'a',
        title: 't',
        blurb: 'b',
        author: 'c',
        date: '5 March 2025',
        mainImage: image('/a.png'),
        bannerImage: image('/a.png'),
      },
      SITE,
    );
    expect(richResultProblems(post)).toEqual([
      'BlogPosting.datePublished must be an ISO 8601 date, got "5 March 2025"',
      'BlogPosting.dateModified must be an ISO 8601 date, got "5 March 2025"',
    ]);
    const app = softwareApplicationJsonLd(
      { name: 'TabLogs', description: 'd', path: '/', offers: [] },
      SITE,
    );
    expect(richResultProblems(app)).toEqual(['SoftwareApplication.offers is required']);
    expect(
      richResultProblems({
        ...app,
        offers: [{ '@type': 'Offer', price: 'free', priceCurrency: 'dollars' }],
      }),
    ).toEqual([
      'SoftwareApplication.offers[0].price must be a number of at least 0',
      'SoftwareApplication.offers[0].priceCurrency must be an ISO 4217 code',
    ]);
  });

  it('requires breadcrumb positions in order', () => {
    const data = breadcrumbListJsonLd([{ name: 'Home', path: '/' }], SITE);
    const items = data.itemListElement as { position: number }[];
    expect(
      richResultProblems({ ...data, itemListElement: [{ ...items[0], position: 2 }] }),
    ).toEqual(['BreadcrumbList.itemListElement positions must be 1, 2, 3… in order']);
  });
});
