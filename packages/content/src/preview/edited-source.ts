// The sources a live preview renders from (decision 0061). `recordingSource` keeps the Preview
// API's entries as served, so the page can hand the SDK the very entries its tags name;
// `withEdits` lays the editor's unsaved entries over them, so a re-render maps the edits with the
// same code as the prerender.
import { type CdaAsset, type CdaEntries, type CdaEntry, isLink } from '../cda/types';
import type { ContentSource } from '../sources/types';

/** A source that also answers assets by id (the Contentful source does). */
export interface AssetSource extends ContentSource {
  getAssets?(ids: string[]): Promise<CdaAsset[]>;
}

export interface RecordingSource extends ContentSource {
  /** Every entry and asset read so far, untransformed, by id. */
  entry(id: string): CdaEntry | undefined;
  asset(id: string): CdaAsset | undefined;
}

export function recordingSource(source: ContentSource): RecordingSource {
  const entries = new Map<string, CdaEntry>();
  const assets = new Map<string, CdaAsset>();
  return {
    kind: source.kind,
    async getEntries(contentType) {
      const result = await source.getEntries(contentType);
      for (const entry of [...result.items, ...result.includes.Entry]) {
        entries.set(entry.sys.id, entry);
      }
      for (const asset of result.includes.Asset) assets.set(asset.sys.id, asset);
      return result;
    },
    entry: (id) => entries.get(id),
    asset: (id) => assets.get(id),
  };
}

/**
 * `source` with `edits` in place of the entries of the same id. Linked assets and entries an
 * edit brings inline (a resolved link) become includes; a linked asset the answer lacks (an image
 * swapped for one this type never linked) is fetched by id.
 */
export function withEdits(source: AssetSource, edits: readonly CdaEntry[]): ContentSource {
  const inlineAssets = new Map<string, CdaAsset>();
  const inlineEntries = new Map<string, CdaEntry>();
  const byId = new Map(
    edits.map((edit) => [edit.sys.id, { ...edit, fields: linksOnly(edit.fields) }]),
  );

  function linksOnly<T>(value: T): T {
    if (Array.isArray(value)) return value.map(linksOnly) as T;
    if (typeof value !== 'object' || value === null) return value;
    const sys = (value as { sys?: { type?: string; id?: string } }).sys;
    if (sys && (sys.type === 'Asset' || sys.type === 'Entry') && typeof sys.id === 'string') {
      if (sys.type === 'Asset') inlineAssets.set(sys.id, value as unknown as CdaAsset);
      else inlineEntries.set(sys.id, value as unknown as CdaEntry);
      return { sys: { type: 'Link', linkType: sys.type, id: sys.id } } as T;
    }
    if (isLink(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, linksOnly(item)]),
    ) as T;
  }

  const edited = (entry: CdaEntry): CdaEntry => {
    const edit = byId.get(entry.sys.id);
    return edit ? { ...entry, fields: edit.fields } : entry;
  };

  return {
    kind: source.kind,
    async getEntries(contentType): Promise<CdaEntries> {
      const result = await source.getEntries(contentType);
      const items = result.items.map(edited);
      const linked = result.includes.Entry.map(edited);
      const known = new Set(linked.map((entry) => entry.sys.id));
      for (const [id, entry] of inlineEntries) if (!known.has(id)) linked.push(edited(entry));
      const assets = new Map(result.includes.Asset.map((asset) => [asset.sys.id, asset]));
      for (const [id, asset] of inlineAssets) assets.set(id, asset);
      const missing = [...linkedAssetIds([...items, ...linked])].filter((id) => !assets.has(id));
      if (missing.length > 0 && source.getAssets) {
        for (const asset of await source.getAssets(missing)) assets.set(asset.sys.id, asset);
      }
      return { items, includes: { Asset: [...assets.values()], Entry: linked } };
    },
  };
}

function linkedAssetIds(entries: readonly CdaEntry[]): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isLink(value)) {
      if (value.sys.linkType === 'Asset') ids.add(value.sys.id);
    } else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  for (const entry of entries) visit(entry.fields);
  return ids;
}
