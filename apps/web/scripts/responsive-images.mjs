// Width variants of every embedded raster image (PNG, JPEG, WebP) in AVIF, WebP and the
// original format, named `<stem>.<width>w.<format>` beside the original. `responsiveImage()` of
// @tablogs/content computes the same names and widths, so pages need no manifest.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Same as IMAGE_WIDTHS / MAX_IMAGE_WIDTH of @tablogs/content (responsive-images.test.ts checks). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600, 2000, 2400];
export const MAX_IMAGE_WIDTH = 2400;

const RASTER = /\.(png|jpe?g|webp)$/i;
/** A file this script wrote on an earlier run: never a source of further variants. */
const VARIANT = /\.\d+w\.(avif|webp|png|jpe?g)$/i;
const QUALITY = { avif: 55, webp: 72, jpeg: 72 };

/**
 * The ladder widths narrower than the image, then the image width capped at MAX_IMAGE_WIDTH
 * (the rule of variantWidths in @tablogs/content).
 * @param {number} intrinsicWidth
 */
export function variantWidths(intrinsicWidth) {
  const largest = Math.min(Math.floor(intrinsicWidth), MAX_IMAGE_WIDTH);
  if (!(largest >= 1)) return [];
  return IMAGE_WIDTHS.filter((width) => width < largest).concat(largest);
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes the variants of every raster image under `contentDir`; returns what it wrote per image.
 * Loads sharp only when there is a raster image to resize.
 * @param {string} contentDir
 * @returns {Promise<{ file: string; widths: number[]; variants: string[] }[]>}
 */
export async function writeResponsiveImages(contentDir) {
  if (!existsSync(contentDir)) return [];
  const sources = filesUnder(contentDir).filter((file) => RASTER.test(file) && !VARIANT.test(file));
  if (sources.length === 0) return [];
  const { default: sharp } = await import('sharp');
  const written = [];
  for (const file of sources) {
    const extension = path.extname(file);
    const stem = file.slice(0, -extension.length);
    const original = sharp(file).autoOrient();
    const { width = 0 } = await original
      .clone()
      .metadata()
      .then((meta) => meta.autoOrient);
    const widths = variantWidths(width);
    const variants = [];
    for (const target of widths) {
      const resized = original.clone().resize({ width: target, withoutEnlargement: true });
      /** @type {[string, import('sharp').Sharp][]} */
      const outputs = [
        ['avif', resized.clone().avif({ quality: QUALITY.avif })],
        ['webp', resized.clone().webp({ quality: QUALITY.webp })],
      ];
      // The fallback keeps the original's extension as spelled (`.JPG` stays `.JPG`); a `.webp`
      // original's fallback is its WebP variant, already listed.
      const fallback = extension.slice(1);
      if (fallback !== 'webp')
        outputs.push([fallback, encodeAsOriginal(resized.clone(), fallback)]);
      for (const [format, pipeline] of outputs) {
        const variantFile = `${stem}.${target}w.${format}`;
        await pipeline.toFile(variantFile);
        variants.push(variantFile);
      }
    }
    written.push({ file, widths, variants });
  }
  return written;
}

/**
 * @param {import('sharp').Sharp} pipeline
 * @param {string} extension the original file's extension, without the dot
 */
function encodeAsOriginal(pipeline, extension) {
  switch (extension.toLowerCase()) {
    case 'png':
      return pipeline.png({ compressionLevel: 9 });
    case 'webp':
      return pipeline.webp({ quality: QUALITY.webp });
    default:
      return pipeline.jpeg({ quality: QUALITY.jpeg, progressive: true, mozjpeg: true });
  }
}
