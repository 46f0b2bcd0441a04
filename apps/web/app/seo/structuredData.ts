import type { SiteSettings } from '@tablogs/content';
import { organizationJsonLd } from './structured-data';

/**
 * schema.org Organization for the home page: the sitewide node (same `@id`), so the company
 * facts are stated by one builder.
 */
export function organizationLd(settings: SiteSettings, siteUrl: string): Record<string, unknown> {
  return organizationJsonLd(settings, siteUrl);
}

export interface SoftwareApplicationInput {
  name: 'TabLogs' | 'TabLabs';
  description: string;
  url: string;
}

/** schema.org SoftwareApplication for the product pages. */
export function softwareApplicationLd({
  name,
  description,
  url,
}: SoftwareApplicationInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name,
    description,
    url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web, iOS, Android',
    publisher: { '@type': 'Organization', name: 'TabLogs' },
  };
}
