import { getContent } from '@tablogs/content/server';

export async function loadAbout() {
  const content = getContent();
  const [blocks, team, teamOverview, settings] = await Promise.all([
    content.aboutBlocks(),
    content.team(),
    content.teamOverview(),
    content.siteSettings(),
  ]);
  return { blocks, team, teamOverview, offices: settings.offices };
}
