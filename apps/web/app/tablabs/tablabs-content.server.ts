import { getContent } from '@tablogs/content/server';
import { publicConfig } from '../config/public-config.server';

export async function loadTablabs() {
  const content = getContent();
  const [features, highlights] = await Promise.all([
    content.tablabsFeatures(),
    content.headlineItems('tablabs'),
  ]);
  return { features, highlights, pageUrl: `${publicConfig.siteUrl}/tablabs` };
}
