// schema.org builders for Google rich results. Every URL in the output is absolute and every
// date is ISO 8601; rich-results.ts checks exactly that, in the unit tests and over the built site.
import type { BlogPost, Faq, SiteSettings } from '@tablogs/content';

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A JSON-LD node as rendered in a `<script type="application/ld+json">`. */
export type JsonLdNode = { '@context'?: string; '@type': string } & Record<string, unknown>;

const BRAND = 'TabLogs';
/** The square brand mark (180×180, above Google's 112×112 minimum for a logo). */
const LOGO_PATH = '/apple-touch-icon.png';

const absolute = (path: string, siteUrl: string) => new URL(path, `${siteUrl}/`).href;
const organizationId = (siteUrl: string) => `${absolute('/', siteUrl)}#organization`;

/** Text of an HTML fragment, for schema.org fields that take plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The company behind the site: its legal name, registered address and offices (sitewide). */
export function organizationJsonLd(
  settings: Pick<SiteSettings, 'social' | 'offices' | 'company'>,
  siteUrl: string,
): JsonLdNode {
  const registered = settings.company.registeredOffice;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: BRAND,
    legalName: settings.company.legalName,
    url: absolute('/', siteUrl),
    logo: absolute(LOGO_PATH, siteUrl),
    address: registered.lines.join(', '),
    telephone: registered.phone,
    sameAs: settings.social.map((link) => link.url),
    contactPoint: settings.offices.map((office) => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      areaServed: office.region,
      telephone: office.phone,
      email: office.email,
    })),
  };
}

/** The site itself, published by the organization (sitewide). */
export function websiteJsonLd(siteUrl: string): JsonLdNode {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: BRAND,
    url: absolute('/', siteUrl),
    inLanguage: 'en',
    publisher: { '@id': organizationId(siteUrl) },
  };
}

export interface Crumb {
  name: string;
  /** Site path, e.g. `/resources/blog`. */
  path: string;
}

/** The trail from the home page to the current page. */
export function breadcrumbListJsonLd(trail: readonly Crumb[], siteUrl: string): JsonLdNode {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, siteUrl),
    })),
  };
}

export interface SoftwareOffer {
  name: string;
  /** Whole currency units per month. */
  price: number;
  priceCurrency: string;
  description?: string;
}

export interface SoftwareApplicationInput {
  name: 'TabLogs' | 'TabLabs';
  description: string;
  /** Site path of the product page. */
  path: string;
  offers: readonly SoftwareOffer[];
}

/** A product as a web/mobile application with its list-price offers. */
export function softwareApplicationJsonLd(
  { name, description, path, offers }: SoftwareApplicationInput,
  siteUrl: string,
): JsonLdNode {
  const url = absolute(path, siteUrl);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'SoftwareApplication',
    name,
    description,
    url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web, iOS, Android',
    publisher: { '@id': organizationId(siteUrl) },
    offers: offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      ...(offer.description ? { description: offer.description } : {}),
      price: offer.price,
      priceCurrency: offer.priceCurrency,
      url,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: offer.price,
        priceCurrency: offer.priceCurrency,
        unitCode: 'MON',
        unitText: 'month',
      },
    })),
  };
}

/** Questions with their (HTML) answers as plain text. */
export function faqPageJsonLd(faqs: readonly Pick<Faq, 'question' | 'answerHtml'>[]): JsonLdNode {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answerHtml) },
    })),
  };
}

/** Google truncates longer headlines in article results. */
const MAX_HEADLINE = 110;

/** A blog article with its author, dates and images. */
export function blogPostingJsonLd(
  post: Pick<
    BlogPost,
    'slug' | 'title' | 'blurb' | 'author' | 'date' | 'mainImage' | 'bannerImage'
  >,
  siteUrl: string,
): JsonLdNode {
  const url = absolute(`/resources/blog/${post.slug}`, siteUrl);
  const headline =
    post.title.length > MAX_HEADLINE
      ? `${post.title.slice(0, MAX_HEADLINE - 1).trimEnd()}…`
      : post.title;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BlogPosting',
    headline,
    description: post.blurb,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [...new Set([post.mainImage.url, post.bannerImage.url])].map((src) =>
      absolute(src, siteUrl),
    ),
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(siteUrl),
      name: BRAND,
      logo: { '@type': 'ImageObject', url: absolute(LOGO_PATH, siteUrl) },
    },
  };
}
