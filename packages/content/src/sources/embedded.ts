import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CdaAsset, CdaEntries, CdaEntry } from '../cda/types';
import { contentTypeOf, isLink } from '../cda/types';
import { ContentError } from '../errors';
import type { ContentSource } from './types';

/** The package's `embedded/` folder. */
export const embeddedDir = fileURLToPath(new URL('../../embedded/', import.meta.url));

/** The files served at `/content/<file>`: the site copies this folder into its public output. */
export const embeddedFilesDir = path.join(embeddedDir, 'files');

export interface EmbeddedSource extends ContentSource {
  readonly kind: 'embedded';
  readonly dir: string;
  readonly filesDir: string;
  /** Content type ids that have an `entries/<id>.json` file. */
  listContentTypes(): Promise<string[]>;
  /** Every asset of `assets.json`. */
  getAssets(): Promise<CdaAsset[]>;
}

async function readJsonArray(file: string, what: string): Promise<unknown[] | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ContentError(
      `${what}: ${file} is not valid JSON (${(error as Error).message})`,
      {},
      { cause: error },
    );
  }
  if (!Array.isArray(value)) throw new ContentError(`${what}: ${file} must hold a JSON array`);
  return value;
}

function linkedEntryIds(entries: readonly CdaEntry[]): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isLink(value) && value.sys.linkType === 'Entry') ids.add(value.sys.id);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  for (const entry of entries) visit(entry.fields);
  return ids;
}

/** Reads `embedded/entries/<type>.json` and `embedded/assets.json` (each file once). */
export function createEmbeddedSource(dir: string = embeddedDir): EmbeddedSource {
  const entriesDir = path.join(dir, 'entries');
  const files = new Map<string, Promise<CdaEntry[]>>();
  let assets: Promise<CdaAsset[]> | undefined;

  function readEntries(contentType: string): Promise<CdaEntry[]> {
    let pending = files.get(contentType);
    if (!pending) {
      pending = (async () => {
        const items =
          (await readJsonArray(path.join(entriesDir, `${contentType}.json`), contentType)) ?? [];
        return items.map((item, position) => {
          const entry = item as CdaEntry;
          if (
            typeof entry?.sys?.id !== 'string' ||
            typeof entry.fields !== 'object' ||
            entry.fields === null
          ) {
            throw new ContentError(`item ${position} has no sys.id or fields object`, {
              contentType,
            });
          }
          if (contentTypeOf(entry) !== contentType) {
            throw new ContentError(
              `sys.contentType is "${contentTypeOf(entry) ?? 'missing'}" but the entry is in ${contentType}.json`,
              { contentType, entryId: entry.sys.id },
            );
          }
          return entry;
        });
      })();
      files.set(contentType, pending);
    }
    return pending;
  }

  async function listContentTypes(): Promise<string[]> {
    try {
      const names = await readdir(entriesDir);
      return names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -5))
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  function getAssets(): Promise<CdaAsset[]> {
    assets ??= readJsonArray(path.join(dir, 'assets.json'), 'assets').then(
      (items) => (items ?? []) as CdaAsset[],
    );
    return assets;
  }

  async function linkedEntries(items: readonly CdaEntry[]): Promise<CdaEntry[]> {
    const wanted = linkedEntryIds(items);
    if (wanted.size === 0) return [];
    const all = (await Promise.all((await listContentTypes()).map(readEntries))).flat();
    return all.filter((entry) => wanted.has(entry.sys.id));
  }

  return {
    kind: 'embedded',
    dir,
    filesDir: path.join(dir, 'files'),
    listContentTypes,
    getAssets,
    async getEntries(contentType) {
      const items = await readEntries(contentType);
      const [Asset, Entry] = await Promise.all([getAssets(), linkedEntries(items)]);
      return { items, includes: { Asset, Entry } } satisfies CdaEntries;
    },
  };
}
