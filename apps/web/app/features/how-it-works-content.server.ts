import { getContent } from '@tablogs/content/server';
import { publicConfig } from '../config/public-config.server';

const HOW_IT_WORKS_PATH = '/how-it-works';

/** The page's video, the six workflow steps and the closing discovery-call pitch. */
export async function loadHowItWorks() {
  const content = getContent();
  const [page, steps, settings] = await Promise.all([
    content.featurePage('how-it-works'),
    content.workflowSteps(),
    content.siteSettings(),
  ]);
  if (!page) throw new Error('Feature page "how-it-works" is missing from the content');
  return {
    page,
    steps,
    discoveryPromo: settings.discoveryPromo,
    pageUrl: `${publicConfig.siteUrl}${HOW_IT_WORKS_PATH}`,
  };
}
