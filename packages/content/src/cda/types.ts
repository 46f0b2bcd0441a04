// The Content Delivery API's JSON shapes, as far as this package reads them.

export interface CdaLink<T extends 'Asset' | 'Entry' = 'Asset' | 'Entry'> {
  sys: { type: 'Link'; linkType: T; id: string };
}

export interface CdaSys {
  id: string;
  type: string;
  locale?: string;
  createdAt?: string;
  updatedAt?: string;
  contentType?: { sys: { type: 'Link'; linkType: 'ContentType'; id: string } };
}

export interface CdaEntry {
  sys: CdaSys;
  metadata?: { tags: unknown[] };
  fields: Record<string, unknown>;
}

export interface CdaAssetFile {
  url: string;
  fileName: string;
  contentType: string;
  details?: { size?: number; image?: { width: number; height: number } };
}

export interface CdaAsset {
  sys: CdaSys;
  metadata?: { tags: unknown[] };
  fields: { title?: string; description?: string; file?: CdaAssetFile };
}

/** What a source returns for one content type: every entry plus the linked assets and entries. */
export interface CdaEntries {
  items: CdaEntry[];
  includes: { Asset: CdaAsset[]; Entry: CdaEntry[] };
}

export function isLink(value: unknown): value is CdaLink {
  if (typeof value !== 'object' || value === null || !('sys' in value)) return false;
  const sys = (value as { sys: unknown }).sys;
  return typeof sys === 'object' && sys !== null && (sys as { type?: unknown }).type === 'Link';
}

export function contentTypeOf(entry: CdaEntry): string | undefined {
  return entry.sys.contentType?.sys.id;
}
