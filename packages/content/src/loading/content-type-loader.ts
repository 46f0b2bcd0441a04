import type { CdaEntries } from '../cda/types';
import { mapEntries } from '../mapping/map-entries';
import type { AnyContentType } from '../schema/define';
import type { ContentSource } from '../sources/types';

/**
 * Reads one source's entries by content type, each type fetched once, and validated and mapped
 * once per way of mapping it (`cacheKey`), however many Content methods ask for it.
 */
export function contentTypeLoader(source: ContentSource) {
  const raw = new Map<string, Promise<CdaEntries>>();
  const mapped = new Map<string, Promise<unknown>>();

  function entriesOf(contentType: string): Promise<CdaEntries> {
    let pending = raw.get(contentType);
    if (!pending) {
      pending = source.getEntries(contentType);
      raw.set(contentType, pending);
    }
    return pending;
  }

  function load<T extends AnyContentType, D>(
    type: T,
    mapOne: Parameters<typeof mapEntries<T, D>>[2],
    cacheKey: string = type.id,
  ): Promise<D[]> {
    let pending = mapped.get(cacheKey) as Promise<D[]> | undefined;
    if (!pending) {
      pending = entriesOf(type.id).then((result) => mapEntries(type, result, mapOne));
      mapped.set(cacheKey, pending);
    }
    return pending;
  }

  return { entriesOf, load };
}
