import { getContent } from '@tablogs/content/server';
import { publicConfig } from '../config/public-config.server';
import { loadRegionVariants } from '../region/regionVariants';

/** The blocks that explain a step in depth are the ones whose "Learn more" points here. */
const HOW_IT_WORKS_PATH = '/how-it-works';

export async function loadHowItWorks() {
  const content = getContent();
  const [page, steps, blocks] = await Promise.all([
    content.featurePage('how-it-works'),
    content.headlineItems('howItWorks'),
    loadRegionVariants(async (region) => {
      const [plan, log] = await Promise.all([
        content.features(region, 'manage'),
        content.features(region, 'app'),
      ]);
      return [...plan, ...log].filter((block) => block.link === HOW_IT_WORKS_PATH);
    }),
  ]);
  if (!page) throw new Error('Feature page "how-it-works" is missing from the content');
  return { page, steps, blocks, pageUrl: `${publicConfig.siteUrl}${HOW_IT_WORKS_PATH}` };
}
