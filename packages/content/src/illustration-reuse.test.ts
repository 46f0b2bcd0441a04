import { describe, expect, it } from 'vitest';
import { createContent } from './loading/content';
import type { Image } from './model/types';
import type { Region } from './regions/regions';
import { FEATURE_CATEGORIES, type FeatureCategory } from './schema/values';
import { createEmbeddedSource } from './sources/embedded';

// A product illustration stands for one thing: a page never shows the same one twice, and no
// illustration appears on more than two pages (a feature and its headline summary).

const content = createContent(createEmbeddedSource());
const REGIONS: readonly Region[] = ['AU', 'US', 'EU', 'SA'];
const MAX_PAGES_PER_ILLUSTRATION = 2;

const PAGE_OF_CATEGORY: Record<FeatureCategory, string> = {
  feature: '/features',
  app: '/features/app',
  dashboard: '/features/dashboard',
  manage: '/features/manage',
  visualiser: '/features/visualise',
  database: '/features/database',
};

/** The illustrations each page shows in one region. */
async function illustrationsByPage(region: Region): Promise<Map<string, string[]>> {
  const ids = (images: (Image | null)[]) =>
    images.filter((image): image is Image => image !== null).map((image) => image.id);
  const pages = new Map<string, string[]>();
  for (const category of FEATURE_CATEGORIES) {
    const blocks = await content.features(region, category);
    pages.set(PAGE_OF_CATEGORY[category], ids(blocks.map((block) => block.image)));
  }
  const [home, cards, steps, tablabs, about] = await Promise.all([
    content.homeSections(region),
    content.featureCards(region),
    content.workflowSteps(),
    content.tablabsFeatures(),
    content.aboutBlocks(),
  ]);
  pages.set('/', ids([...home.map((s) => s.image), ...cards.map((c) => c.image)]));
  pages.set('/how-it-works', ids(steps.map((step) => step.image)));
  pages.set('/tablabs', ids(tablabs.map((feature) => feature.image)));
  pages.set('/about', ids(about.map((block) => block.image)));
  for (const [page, list] of pages)
    pages.set(
      page,
      list.filter((id) => id.startsWith('illus-')),
    );
  return pages;
}

describe('product illustrations', () => {
  it('no page shows the same illustration twice, in any region', async () => {
    const repeats: string[] = [];
    for (const region of REGIONS) {
      for (const [page, list] of await illustrationsByPage(region)) {
        const twice = list.filter((id, i) => list.indexOf(id) !== i);
        if (twice.length > 0) repeats.push(`${region} ${page}: ${twice.join(', ')}`);
      }
    }
    expect(repeats).toEqual([]);
  });

  it(`no illustration is on more than ${MAX_PAGES_PER_ILLUSTRATION} pages`, async () => {
    const pagesOf = new Map<string, Set<string>>();
    for (const region of REGIONS) {
      for (const [page, list] of await illustrationsByPage(region)) {
        for (const id of list) pagesOf.set(id, (pagesOf.get(id) ?? new Set()).add(page));
      }
    }
    const overused = [...pagesOf]
      .filter(([, pages]) => pages.size > MAX_PAGES_PER_ILLUSTRATION)
      .map(([id, pages]) => `${id}: ${[...pages].join(', ')}`);
    expect(overused).toEqual([]);
    expect(pagesOf.size).toBeGreaterThan(20);
  });

  it('how it works details each of its six steps with an illustration and a summary', async () => {
    const steps = await content.workflowSteps();
    expect(steps.map((step) => step.headline)).toEqual([
      'Plan the investigation',
      'Log in the field',
      'Request laboratory tests',
      'Review on the dashboard',
      'Visualise in 3D and GIS',
      'Issue reports',
    ]);
    for (const step of steps) {
      expect(step.summary.length).toBeGreaterThan(40);
      expect(step.description.length).toBeGreaterThan(step.summary.length);
      expect(step.featurePoints.length).toBeGreaterThanOrEqual(3);
      expect(step.image.id).toMatch(/^illus-/);
    }
  });
});
