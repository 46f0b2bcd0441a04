import { ContentError } from '../errors';
import { createContent } from '../loading/content';
import { CONTENT_TYPES, contentTypeDef } from '../schema/content-types';
import { SITE_SETTINGS_ID } from '../schema/values';
import type { EmbeddedSource } from '../sources/embedded';
import type { ContentSource } from '../sources/types';
import { checkEntries } from './check-entries';
import { checkEmbeddedAssets } from './embedded-files';
import type { Problem } from './problems';

export interface TypeSummary {
  contentType: string;
  entries: number;
  problems: number;
}

export interface CheckReport {
  source: ContentSource['kind'];
  types: TypeSummary[];
  assets: { count: number; problems: number } | null;
  problems: Problem[];
  /** Worth knowing, not wrong: empty types, files no asset uses. */
  notes: string[];
  ok: boolean;
}

const SINGLETONS = new Set(['teamOverview', 'siteSettings']);

function isEmbedded(source: ContentSource): source is EmbeddedSource {
  return source.kind === 'embedded' && 'listContentTypes' in source;
}

/**
 * Validates everything a source holds: every entry against its schema, every asset link, and
 * (embedded) every asset against its file. Then maps every page's data the way a build does.
 */
export async function checkSource(source: ContentSource): Promise<CheckReport> {
  const problems: Problem[] = [];
  const notes: string[] = [];
  const types: TypeSummary[] = [];

  for (const type of CONTENT_TYPES) {
    const before = problems.length;
    let entries = 0;
    try {
      const result = await source.getEntries(type.id);
      entries = result.items.length;
      problems.push(...checkEntries(type, result));
      if (entries === 0) notes.push(`${type.id}: no entries`);
      if (SINGLETONS.has(type.id) && entries > 1) {
        problems.push({ contentType: type.id, message: `expected one entry, found ${entries}` });
      }
      if (
        type.id === 'siteSettings' &&
        entries > 0 &&
        !result.items.some((e) => e.sys.id === SITE_SETTINGS_ID)
      ) {
        problems.push({
          contentType: type.id,
          message: `the entry id must be "${SITE_SETTINGS_ID}"`,
        });
      }
    } catch (error) {
      problems.push({ contentType: type.id, message: (error as Error).message });
    }
    types.push({ contentType: type.id, entries, problems: problems.length - before });
  }

  let assets: CheckReport['assets'] = null;
  if (isEmbedded(source)) {
    for (const id of await source.listContentTypes()) {
      if (!contentTypeDef(id))
        problems.push({ message: `entries/${id}.json is not a content type of the model` });
    }
    try {
      const all = await source.getAssets();
      const checked = await checkEmbeddedAssets(all, source.filesDir);
      problems.push(...checked.problems);
      assets = { count: all.length, problems: checked.problems.length };
      for (const name of checked.unreferencedFiles)
        notes.push(`embedded/files/${name}: no asset uses it`);
    } catch (error) {
      problems.push({ message: `assets.json: ${(error as Error).message}` });
    }
  }

  // Only when the parts are sound: the loaders' own mapping must then succeed too.
  if (problems.length === 0) problems.push(...(await loadEverything(source, notes)));

  return { source: source.kind, types, assets, problems, notes, ok: problems.length === 0 };
}

async function loadEverything(source: ContentSource, notes: string[]): Promise<Problem[]> {
  const content = createContent(source);
  const loaders: [string, () => Promise<unknown>][] = [
    [
      'features',
      () => Promise.all((['AU', 'US', 'EU', 'SA'] as const).map((r) => content.features(r))),
    ],
    [
      'homeSections',
      () => Promise.all((['AU', 'US', 'EU', 'SA'] as const).map((r) => content.homeSections(r))),
    ],
    [
      'featureCards',
      () => Promise.all((['AU', 'US', 'EU', 'SA'] as const).map((r) => content.featureCards(r))),
    ],
    ['featurePages', content.featurePages],
    ['headlineItems', () => content.headlineItems()],
    ['workflowSteps', content.workflowSteps],
    ['clients', content.clients],
    ['testimonials', content.testimonials],
    ['tablabsFeatures', content.tablabsFeatures],
    ['blogPosts', content.blogPosts],
    ['faqs', content.faqs],
    ['geotech101', content.geotech101],
    ['newsletters', content.newsletters],
    ['productUpdates', content.productUpdates],
    ['aboutBlocks', content.aboutBlocks],
    ['team', content.team],
    ['downloads', content.downloads],
    ['legalPages', content.legalPages],
    ['teamOverview', content.teamOverview],
    ['siteSettings', content.siteSettings],
  ];
  const problems: Problem[] = [];
  for (const [name, run] of loaders) {
    try {
      await run();
    } catch (error) {
      // A missing singleton is already noted as an empty type; anything else is a problem.
      if (error instanceof ContentError && /found none/.test(error.message))
        notes.push(`${name}: ${error.message}`);
      else problems.push({ message: `${name}(): ${(error as Error).message}` });
    }
  }
  return problems;
}
