import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd } from './article';
import { pageJsonLdProblems, richResultProblems } from './rich-results';
import { breadcrumbListJsonLd, organizationJsonLd, websiteJsonLd } from './site';

const SITE = 'https://www.tablogs.com';
const image = (url: string) => ({ id: url, url, width: 1, height: 1, alt: '', contentType: '' });
const office = {
  region: 'Australia/Pacific',
  countryCode: 'AU' as const,
  lines: ['Brisbane QLD 4000'],
  phone: '(02) 5550 1234',
  email: 'au@tablogs.com',
};
const organization = organizationJsonLd(
  {
    social: [],
    offices: [office],
    company: { legalName: 'TabLogs Pty Ltd', abn: '1', registeredOffice: office, emails: {} },
  },
  SITE,
);
const post = {
  slug: 'spt',
  title: 'SPT',
  blurb: 'b',
  author: 'Priya Raman',
  date: '2025-11-18',
  mainImage: image('/content/blog-3-main.svg'),
  bannerImage: image('/content/blog-3-banner.svg'),
};
/** What the root layout puts on every page. */
const sitewide = [organization, websiteJsonLd(SITE)];
const blocks = (...nodes: unknown[]) => nodes.map((node) => JSON.stringify(node));

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
    expect(richResultProblems(blogPostingJsonLd({ ...post, date: '5 March 2025' }, SITE))).toEqual([
      'BlogPosting.datePublished must be an ISO 8601 date, got "5 March 2025"',
      'BlogPosting.dateModified must be an ISO 8601 date, got "5 March 2025"',
    ]);
    // As the app's softwareApplicationJsonLd writes it (apps/web/app/seo/product-json-ld.ts).
    const app = {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'TabLogs',
      description: 'd',
      url: `${SITE}/`,
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web, iOS, Android',
      publisher: { '@id': `${SITE}/#organization` },
      offers: [],
    };
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

  it('takes an AggregateOffer’s lowPrice as its price', () => {
    const product = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'TabLogs',
      offers: { '@type': 'AggregateOffer', lowPrice: 99, priceCurrency: 'AUD' },
    };
    expect(richResultProblems(product)).toEqual([]);
    expect(
      richResultProblems({ ...product, offers: { ...product.offers, lowPrice: undefined } }),
    ).toEqual(['Product.offers.lowPrice must be a number of at least 0']);
  });

  it('requires breadcrumb positions in order', () => {
    const data = breadcrumbListJsonLd([{ name: 'Home', path: '/' }], SITE);
    const items = data.itemListElement as { position: number }[];
    expect(
      richResultProblems({ ...data, itemListElement: [{ ...items[0], position: 2 }] }),
    ).toEqual(['BreadcrumbList.itemListElement positions must be 1, 2, 3… in order']);
  });

  it('requires a video’s name, thumbnail and upload date', () => {
    expect(
      richResultProblems({ '@context': 'https://schema.org', '@type': 'VideoObject', name: 'v' }),
    ).toEqual([
      'VideoObject.thumbnailUrl must be an absolute URL, got undefined',
      'VideoObject.uploadDate must be an ISO 8601 date, got undefined',
    ]);
  });
});

describe('pageJsonLdProblems', () => {
  it('passes the sitewide blocks with a blog post that refers to the organization by @id', () => {
    expect(pageJsonLdProblems(blocks(...sitewide, blogPostingJsonLd(post, SITE)))).toEqual([]);
  });

  it('reports a block that is not JSON and a relative URL inside a nested node', () => {
    const crumbs = breadcrumbListJsonLd([{ name: 'Home', path: '/' }], SITE);
    const nested = {
      ...crumbs,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Home',
          item: 'https://www.tablogs.com/',
          image: '/a.png',
        },
      ],
    };
    expect(pageJsonLdProblems(['{"@type": ', JSON.stringify(nested)])).toEqual([
      expect.stringMatching(/^invalid JSON/),
      'BreadcrumbList.itemListElement[0].image is not an absolute URL: /a.png',
    ]);
  });

  // What the pages emitted before the builders were made one module (issue 19): each must fail.
  it('fails the home page that repeated the Organization block', () => {
    expect(pageJsonLdProblems(blocks(...sitewide, organization))).toEqual([
      '2 Organization blocks, expected one',
    ]);
  });

  it('fails the blog post with no dateModified and an anonymous publisher', () => {
    const before = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Getting More from SPT Data',
      description: 'Blow counts.',
      author: { '@type': 'Person', name: 'Priya Raman' },
      datePublished: '2025-11-18',
      image: 'https://www.tablogs.com/content/blog-3-main.svg',
      mainEntityOfPage: 'https://www.tablogs.com/resources/blog/spt',
      url: 'https://www.tablogs.com/resources/blog/spt',
      publisher: { '@type': 'Organization', name: 'TabLogs' },
    };
    expect(pageJsonLdProblems(blocks(...sitewide, before))).toEqual([
      'BlogPosting.dateModified must be an ISO 8601 date, got undefined',
      'a second Organization "TabLogs" without the sitewide @id "https://www.tablogs.com/#organization"',
    ]);
  });

  it('fails the feature page whose SoftwareApplication had no offers', () => {
    const before = {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'TabLogs',
      description: 'd',
      url: 'https://www.tablogs.com/features',
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web, iOS, Android',
      publisher: { '@type': 'Organization', name: 'TabLogs' },
    };
    expect(pageJsonLdProblems(blocks(...sitewide, before))).toEqual([
      'SoftwareApplication.offers is required',
      'a second Organization "TabLogs" without the sitewide @id "https://www.tablogs.com/#organization"',
    ]);
  });
});
