import type { Image } from '@tablogs/content';
import { type CdaAsset, createEmbeddedSource } from '@tablogs/content/server';

// Some artwork (the testimonial video posters, the switch illustration) is not linked from any
// entry. It always ships at /content/ with the site, so it is read from the embedded manifest,
// which holds its exact size and alt text.
const embedded = createEmbeddedSource(process.env.CONTENT_EMBEDDED_DIR?.trim() || undefined);

function toImage(asset: CdaAsset): Image {
  const file = asset.fields.file;
  const size = file?.details?.image;
  const alt = asset.fields.description?.trim();
  if (!file || !size || !alt)
    throw new Error(`Embedded asset ${asset.sys.id} lacks a size or alt text`);
  return {
    id: asset.sys.id,
    url: file.url,
    width: size.width,
    height: size.height,
    alt,
    contentType: file.contentType,
  };
}

/** An image of the embedded manifest by asset id; the build fails loudly when it is missing. */
export async function embeddedImage(id: string): Promise<Image> {
  const asset = (await embedded.getAssets()).find((item) => item.sys.id === id);
  if (!asset) throw new Error(`Embedded asset ${id} not found`);
  return toImage(asset);
}
