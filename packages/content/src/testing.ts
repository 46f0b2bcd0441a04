// For other packages' tests (the site's e2e specs): the local stand-in for the Contentful Delivery
// and Preview APIs, and the embedded content in the shape those APIs answer with.
import type { CdaAsset, CdaEntry } from './cda/types';
import { createEmbeddedSource } from './sources/embedded';

export { type CdaServer, type CdaServerOptions, startCdaServer } from './fixtures/cda-server';

/** Every entry and asset of the embedded content (or of `dir`), as a space would hold them. */
export async function embeddedCdaContent(
  dir?: string,
): Promise<{ entries: CdaEntry[]; assets: CdaAsset[] }> {
  const source = createEmbeddedSource(dir);
  const types = await source.listContentTypes();
  const entries = await Promise.all(
    types.map(async (type) => (await source.getEntries(type)).items),
  );
  return { entries: entries.flat(), assets: await source.getAssets() };
}
