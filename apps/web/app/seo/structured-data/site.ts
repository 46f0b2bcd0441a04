import type { SiteSettings } from '@tablogs/content';
import {
  absolute,
  BRAND,
  type JsonLdNode,
  LOGO_PATH,
  organizationId,
  SCHEMA_CONTEXT,
} from './schema';

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
