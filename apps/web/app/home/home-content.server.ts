import type { HomeSection, HomeTabName } from '@tablogs/content';
import { getContent } from '@tablogs/content/server';
import { publicConfig } from '../config/public-config.server';
import { loadRegionVariants, type RegionVariant } from '../region/region-variant-groups';

type SectionVariants = RegionVariant<HomeSection>[];

/** Every home section tab in each region's wording (fallbacks applied by the content package). */
async function sectionVariants(tab: HomeTabName): Promise<SectionVariants> {
  const content = getContent();
  return loadRegionVariants(async (region) => {
    const section = (await content.homeSections(region)).find((item) => item.tabName === tab);
    if (!section) throw new Error(`Home section "${tab}" is missing for region ${region}`);
    return section;
  });
}

/** Everything the home page shows, read once at build time. */
export async function loadHome() {
  const content = getContent();
  const [hero, clientsCopy, switchFrom, explorer, statistics, testimonialsCopy] = await Promise.all(
    (['hero', 'clients', 'switchFrom', 'explorer', 'statistics', 'testimonials'] as const).map(
      sectionVariants,
    ),
  );
  const [featureCards, clients, testimonials, settings] = await Promise.all([
    loadRegionVariants((region) => content.featureCards(region)),
    content.clients(),
    content.testimonials(),
    content.siteSettings(),
  ]);
  return {
    siteUrl: publicConfig.siteUrl,
    // The hero picture is the same in every region; only the words differ.
    heroImage: hero?.[0]?.value.image ?? null,
    copy: {
      hero: hero ?? [],
      clients: clientsCopy ?? [],
      switchFrom: switchFrom ?? [],
      explorer: explorer ?? [],
      statistics: statistics ?? [],
      testimonials: testimonialsCopy ?? [],
    },
    featureCards,
    clients,
    testimonials,
    settings,
  };
}
