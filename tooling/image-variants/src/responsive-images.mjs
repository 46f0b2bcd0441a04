// Width variants of every embedded raster image (PNG, JPEG, WebP) in AVIF, WebP and the
// original format, and of every embedded SVG in WebP (the SVG itself is the fallback), named
// `<stem>.<width>w.<format>` beside the original. `responsiveImage()` of @tablogs/content
// computes the same names and widths, so pages need no manifest.
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { variantCache } from './variant-cache.mjs';

/** Same as IMAGE_WIDTHS / MAX_IMAGE_WIDTH of @tablogs/content (apps/web/scripts/image-variants.test.ts checks). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1600, 2000, 2400];
export const MAX_IMAGE_WIDTH = 2400;
/** Same as SVG_SCALE_LIMIT of @tablogs/content: SVG variants go up to twice the SVG's width. */
export const SVG_SCALE_LIMIT = 2;

const RASTER = /\.(png|jpe?g|webp)$/i;
const VECTOR = /\.svg$/i;
/** A file this script wrote on an earlier run: never a source of further variants. */
const VARIANT = /\.\d+w\.(avif|webp|png|jpe?g)$/i;
// Illustrations are flat colour with text: WebP below 80 rings around the letters.
const QUALITY = { avif: 55, webp: 72, jpeg: 72, webpFromSvg: 80 };

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
 * Writes the variants of every raster image and SVG under `contentDir`; returns what it wrote
 * per image. Loads sharp only when there is an image to resize.
 * @param {string} contentDir
 * @returns {Promise<{ file: string; widths: number[]; variants: string[] }[]>}
 */
export async function writeResponsiveImages(contentDir) {
  if (!existsSync(contentDir)) return [];
  const files = filesUnder(contentDir).filter((file) => !VARIANT.test(file));
  const sources = files.filter((file) => RASTER.test(file));
  const vectors = files.filter((file) => VECTOR.test(file));
  if (sources.length === 0 && vectors.length === 0) return [];
  const { default: sharp } = await import('sharp');
  // Variants an earlier build made of the same bytes with the same settings (IMAGE_VARIANT_CACHE).
  const cache = variantCache(process.env, {
    // sharp's own version and each library's under it (libvips, libwebp, libaom, librsvg, …).
    encoderVersions: JSON.stringify(sharp.versions ?? {}),
    settings: JSON.stringify({ IMAGE_WIDTHS, MAX_IMAGE_WIDTH, SVG_SCALE_LIMIT, QUALITY }),
  });
  const written = [];
  // librsvg renders on one thread: one SVG per core at a time.
  const vectorResults = await inParallel(vectors, availableParallelism(), (file) =>
    cache.variantsOf(file, () => vectorVariants(sharp, file)),
  );
  written.push(...vectorResults);
  for (const file of sources) {
    written.push(await cache.variantsOf(file, () => rasterVariants(sharp, file)));
  }
  return written;
}

/**
 * @typedef {{ file: string; widths: number[]; variants: string[] }} Variants
 * @typedef {typeof import('sharp').default} Sharp
 */

/**
 * WebP variants of an SVG.
 * @param {Sharp} sharp
 * @param {string} file
 * @returns {Promise<Variants>}
 */
async function vectorVariants(sharp, file) {
  // A vector is sharp at any size: variants go up to SVG_SCALE_LIMIT times its own width, and
  // sharp renders it at that scale (density 72 is 1x) before each resize.
  const { width = 0 } = await sharp(file).metadata();
  const original = sharp(file, { density: 72 * SVG_SCALE_LIMIT });
  const widths = variantWidths(width * SVG_SCALE_LIMIT);
  const variants = [];
  for (const target of widths) {
    const variantFile = `${file.slice(0, -'.svg'.length)}.${target}w.webp`;
    await original
      .clone()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: QUALITY.webpFromSvg })
      .toFile(variantFile);
    variants.push(variantFile);
  }
  return { file, widths, variants };
}

/**
 * AVIF, WebP and original-format variants of a raster image.
 * @param {Sharp} sharp
 * @param {string} file
 * @returns {Promise<Variants>}
 */
async function rasterVariants(sharp, file) {
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
    if (fallback !== 'webp') outputs.push([fallback, encodeAsOriginal(resized.clone(), fallback)]);
    for (const [format, pipeline] of outputs) {
      const variantFile = `${stem}.${target}w.${format}`;
      await pipeline.toFile(variantFile);
      variants.push(variantFile);
    }
  }
  return { file, widths, variants };
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

/**
 * `work` on every item, at most `limit` at a time; results in the items' order.
 * @template T, R
 * @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
async function inParallel(items, limit, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(/** @type {T} */ (items[index]));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
