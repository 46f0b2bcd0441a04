import type { CdaEntries, CdaEntry } from '../cda/types';
import type { ContentErrorLocation } from '../errors';
import type { AnyContentType, FieldsOf } from '../schema/define';
import { parseFields } from './parse';
import { createLinkResolver, type LinkResolver } from './resolver';

export interface MapContext {
  entry: CdaEntry;
  resolve: LinkResolver;
  /** Error location of one field of this entry. */
  at(field: string): ContentErrorLocation;
}

function orderOf(entry: CdaEntry): number {
  const value = entry.fields.order;
  return typeof value === 'number' ? value : Number.POSITIVE_INFINITY;
}

/** Entries sorted by `fields.order` (ties by id), as the CDA query orders them. */
export function sortByOrder(entries: readonly CdaEntry[]): CdaEntry[] {
  return [...entries].sort((a, b) => orderOf(a) - orderOf(b) || a.sys.id.localeCompare(b.sys.id));
}

/**
 * Validates and maps every entry of one `getEntries` answer, in order.
 * The first malformed entry throws a ContentError (type, entry id, field).
 */
export function mapEntries<T extends AnyContentType, D>(
  type: T,
  result: CdaEntries,
  mapOne: (fields: FieldsOf<T>, context: MapContext) => D,
): D[] {
  const resolve = createLinkResolver(result);
  return sortByOrder(result.items).map((entry) => {
    const fields = parseFields(type, entry);
    return mapOne(fields, {
      entry,
      resolve,
      at: (field) => ({ contentType: type.id, entryId: entry.sys.id, field }),
    });
  });
}
