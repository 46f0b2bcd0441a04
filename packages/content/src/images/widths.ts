/** No variant is wider than this: wider files cost bytes that no layout of the site shows. */
export const MAX_IMAGE_WIDTH = 2400;

/**
 * The width ladder of every responsive image. Embedded images are generated at build for exactly
 * these widths (tooling/image-variants/src/responsive-images.mjs keeps a copy, checked by apps/web/scripts/image-variants.test.ts).
 */
export const IMAGE_WIDTHS: readonly number[] = [320, 640, 960, 1280, 1600, 2000, MAX_IMAGE_WIDTH];

/**
 * Embedded SVGs get variants up to this many times their own width: a vector is sharp at any
 * size, and phones are 2x-3x screens. (tooling/image-variants keeps a copy.)
 */
export const SVG_SCALE_LIMIT = 2;

/**
 * The widths to offer for an image `intrinsicWidth` pixels wide: the ladder's widths narrower than
 * the image (never upscaled), then the image's own width capped at {@link MAX_IMAGE_WIDTH}.
 * Ascending, unique, positive integers.
 */
export function variantWidths(
  intrinsicWidth: number,
  ladder: readonly number[] = IMAGE_WIDTHS,
): number[] {
  const largest = Math.min(Math.floor(intrinsicWidth), MAX_IMAGE_WIDTH);
  if (!(largest >= 1)) return [];
  const smaller = ladder.filter((width) => Number.isInteger(width) && width > 0 && width < largest);
  return [...new Set(smaller)].sort((a, b) => a - b).concat(largest);
}

/** `url 320w, url 640w, …` from each width and its URL. */
export function toSrcSet(widths: readonly number[], urlFor: (width: number) => string): string {
  return widths.map((width) => `${urlFor(width)} ${width}w`).join(', ');
}
