import type { RasterFormat } from './raster-format';

/** Formats of the build-generated variants of an embedded raster image. */
export type VariantFormat = 'avif' | 'webp' | RasterFormat;

const EMBEDDED = /^\/content\/([^?#]+)\.(png|jpe?g|webp)$/i;

/** `{ stem, extension }` of an embedded raster image URL (`/content/<stem>.<extension>`), else null. */
export function embeddedRaster(url: string): { stem: string; extension: string } | null {
  const match = EMBEDDED.exec(url);
  if (!match?.[1] || !match[2]) return null;
  return { stem: match[1], extension: match[2] };
}

const EMBEDDED_SVG = /^\/content\/([^?#]+)\.svg$/i;

/** `{ stem }` of an embedded SVG image URL (`/content/<stem>.svg`), else null. */
export function embeddedVector(url: string): { stem: string } | null {
  const stem = EMBEDDED_SVG.exec(url)?.[1];
  return stem ? { stem } : null;
}

/**
 * The URL of the variant the build writes for an embedded image (`/content/<stem>.<width>w.<format>`,
 * see tooling/image-variants/src/responsive-images.mjs). Each path segment is percent-encoded once.
 */
export function embeddedVariantUrl(
  stem: string,
  width: number,
  format: VariantFormat | string,
): string {
  const encoded = stem.split('/').map(encodeSegment).join('/');
  return `/content/${encoded}.${width}w.${format}`;
}

function encodeSegment(segment: string): string {
  let plain = segment;
  try {
    plain = decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: the segment is a literal name.
  }
  return encodeURIComponent(plain);
}
