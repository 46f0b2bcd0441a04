import { ContentError } from '../errors';
import { checkAsset, toImage } from '../mapping/assets';
import type { Image } from '../model/types';
import { createEmbeddedSource, type EmbeddedSource } from './embedded';

type Env = Record<string, string | undefined>;

// Some artwork (the testimonial video posters, the switch illustration) is not linked from any
// entry. It always ships at /content/ with the site, whichever source the pages read, so it is
// taken from the embedded manifest, which holds its exact size and alt text.
const sources = new Map<string, EmbeddedSource>();

/**
 * An image of the embedded manifest by asset id. A missing asset, size or alt text throws, so
 * the build fails loudly instead of shipping an image without dimensions or a description.
 */
export async function embeddedImage(id: string, env: Env = process.env): Promise<Image> {
  // A bundler moves this module away from the package folder; CONTENT_EMBEDDED_DIR then says
  // where the embedded content lives.
  const dir = env.CONTENT_EMBEDDED_DIR?.trim() || '';
  let source = sources.get(dir);
  if (!source) {
    source = createEmbeddedSource(dir || undefined);
    sources.set(dir, source);
  }
  const asset = (await source.getAssets()).find((item) => item.sys.id === id);
  if (!asset) throw new ContentError(`Embedded asset ${id} not found in ${source.dir}`);
  const checked = checkAsset(asset);
  if (!checked.ok) throw new ContentError(`Embedded asset ${id}: ${checked.problem}`);
  const image = toImage(checked.asset);
  if (typeof image === 'string') throw new ContentError(`Embedded asset ${id}: ${image}`);
  if (!asset.fields.description?.trim()) {
    throw new ContentError(`Embedded asset ${id} lacks alt text (its description)`);
  }
  return { ...image, alt: image.alt.trim() };
}
