import { getContent, isPreviewRequest } from '@tablogs/content/server';
import { organizationJsonLd, websiteJsonLd } from '@tablogs/content/structured-data';
import { publicConfig } from '../config/public-config.server';

/** What the header and footer of every page need, read once per build. */
export async function loadShell() {
  const settings = await getContent().siteSettings();
  return {
    siteUrl: publicConfig.siteUrl,
    noindex: publicConfig.noindex,
    /** Sitewide JSON-LD (Organization, WebSite), rendered in every page's head. */
    structuredData: [
      organizationJsonLd(settings, publicConfig.siteUrl),
      websiteJsonLd(publicConfig.siteUrl),
    ],
    regionLookupUrl: publicConfig.regionLookupUrl,
    marketing: publicConfig.marketing,
    buildYear: new Date().getFullYear(),
    /** The copyright holder: the company facts' legal name. */
    legalName: settings.company.legalName,
    phones: { AU: settings.phoneAu, US: settings.phoneUs },
    loginUrl: settings.loginUrl,
    systemStatusUrl: settings.systemStatusUrl,
    euDisputeResolutionUrl: settings.euDisputeResolutionUrl,
    appStoreUrl: settings.appStoreUrl,
    playStoreUrl: settings.playStoreUrl,
    social: settings.social,
    switchNowPitches: settings.switchNowPitches,
    discoveryPromo: settings.discoveryPromo,
    /** A draft preview rendered on request (packages/server/src/preview/preview.ts): the layout shows the bar. */
    preview: isPreviewRequest(),
  };
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>;
