import { embeddedImage, getContent, isPreviewRequest } from '@tablogs/content/server';
import { publicConfig } from '../config/public-config.server';
import { loadRegionVariants } from '../region/region-variant-groups';

export async function loadSwitchNow() {
  const content = getContent();
  const [heroCopy, heroImage, clients, reasons, settings] = await Promise.all([
    // The home page's "Switch From" copy, in each region's wording, opens this page.
    loadRegionVariants(async (region) => {
      const sections = await content.homeSections(region);
      const section = sections.find((item) => item.tabName === 'switchFrom');
      if (!section) throw new Error(`Home section "switchFrom" is missing for region ${region}`);
      const words: { headline: string; description: string; id?: string } = {
        headline: section.headline,
        description: section.description,
      };
      // The entry's id only in a draft preview (its tags): visitors' data stays as it was.
      if (isPreviewRequest()) words.id = section.id;
      return words;
    }),
    embeddedImage('illus-switch'),
    content.clients(),
    content.headlineItems('switchNow'),
    content.siteSettings(),
  ]);
  return {
    heroCopy,
    heroImage,
    clients,
    reasons,
    timeline: settings.switchNowTimeline,
    legacyToolName: settings.legacyToolName,
    meetingsUrl: publicConfig.hubspotMeetingsUrl,
  };
}
