import { telHref } from '../format/tel-href';
import type { SiteSettings } from '../model/types';
import {
  absolute,
  BRAND,
  type JsonLdNode,
  LOGO_PATH,
  organizationId,
  SCHEMA_CONTEXT,
} from './schema';

type Office = SiteSettings['offices'][number];

// The nodes the root layout renders on every page (SiteSeo, shell.server.ts).

/**
 * The company behind the site: its legal name, registered address and offices. The root layout
 * renders it on every page; it is the only full Organization node a page may carry, and other
 * nodes refer to it by `@id`.
 */
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
    address: postalAddressJsonLd(registered),
    telephone: internationalPhone(registered),
    sameAs: settings.social.map((link) => link.url),
    contactPoint: settings.offices.map((office) => ({
      '@type': 'ContactPoint',
      contactType: 'sales',
      areaServed: office.region,
      telephone: internationalPhone(office),
      email: office.email,
    })),
  };
}

/** An office's number with its country code (`+61255501234`), as Google asks for. */
export function internationalPhone(office: Pick<Office, 'phone' | 'countryCode'>): string {
  return telHref(office.phone, office.countryCode).slice('tel:'.length);
}

// "Brisbane QLD 4000", "Denver, CO 80202": locality, region and postcode on one line.
const LOCALITY_LINE = /^(.+?),?\s+([A-Z]{2,3})\s+(\d{4,5}(?:-\d{4})?)$/;

/**
 * An office's address lines as a PostalAddress: street lines, then "locality region postcode",
 * then the country (given by the office's country code). Lines in another shape stay whole in
 * `streetAddress`, so nothing the page shows is dropped.
 */
export function postalAddressJsonLd(office: Pick<Office, 'lines' | 'countryCode'>) {
  const lines = office.lines.slice(0, -1);
  const localityAt = lines.findIndex((line) => LOCALITY_LINE.test(line));
  const [, locality, region, postcode] =
    localityAt >= 0 ? (LOCALITY_LINE.exec(lines[localityAt] ?? '') ?? []) : [];
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.filter((_, index) => index !== localityAt).join(', '),
    ...(locality ? { addressLocality: locality, addressRegion: region, postalCode: postcode } : {}),
    addressCountry: office.countryCode,
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
