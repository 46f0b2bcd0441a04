import type { SiteSettings } from '@tablogs/content';

/** schema.org Organization for the home page. */
export function organizationLd(settings: SiteSettings, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'TabLogs',
    url: `${siteUrl}/`,
    logo: `${siteUrl}/apple-touch-icon.png`,
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
