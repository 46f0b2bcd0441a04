import type { CdaAsset, CdaEntries, CdaEntry, CdaLink } from '../cda/types';
import { ContentError, type ContentErrorLocation } from '../errors';
import type { FileAsset, Image } from '../model/types';
import { checkAsset, toFileAsset, toImage } from './assets';

/** Resolves links of one `getEntries` answer from its `includes`; unresolvable links throw. */
export interface LinkResolver {
  image(link: CdaLink<'Asset'>, where: ContentErrorLocation): Image;
  document(link: CdaLink<'Asset'>, where: ContentErrorLocation): FileAsset;
  entry(link: CdaLink<'Entry'>, where: ContentErrorLocation): CdaEntry;
}

export function createLinkResolver(result: CdaEntries): LinkResolver {
  const assets = new Map<string, CdaAsset>(
    result.includes.Asset.map((asset) => [asset.sys.id, asset]),
  );
  const entries = new Map<string, CdaEntry>(
    [...result.items, ...result.includes.Entry].map((entry) => [entry.sys.id, entry]),
  );

  function asset<T>(
    link: CdaLink<'Asset'>,
    where: ContentErrorLocation,
    convert: (parsed: Parameters<typeof toImage>[0]) => T | string,
  ): T {
    const found = assets.get(link.sys.id);
    if (!found) throw new ContentError(`links to missing asset "${link.sys.id}"`, where);
    const checked = checkAsset(found);
    if (!checked.ok) {
      throw new ContentError(`asset "${link.sys.id}" is malformed (${checked.problem})`, where);
    }
    const converted = convert(checked.asset);
    if (typeof converted === 'string') {
      throw new ContentError(`asset "${link.sys.id}": ${converted}`, where);
    }
    return converted;
  }

  return {
    image: (link, where) => asset(link, where, toImage),
    document: (link, where) => asset(link, where, toFileAsset),
    entry(link, where) {
      const found = entries.get(link.sys.id);
      if (!found) throw new ContentError(`links to missing entry "${link.sys.id}"`, where);
      return found;
    },
  };
}
