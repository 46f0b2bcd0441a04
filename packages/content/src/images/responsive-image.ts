import type { Image } from '../model/types';
import {
  fallbackParameters,
  imagesApiUrl,
  imagesApiVariant,
  LOSSY_QUALITY,
} from './contentful-images';
import { embeddedRaster, embeddedVariantUrl, embeddedVector } from './embedded-variants';
import { rasterFormatOf } from './raster-format';
import { IMAGE_WIDTHS, SVG_SCALE_LIMIT, toSrcSet, variantWidths } from './widths';

/** A `<source>` of a `<picture>`: one modern format at several widths. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

/** What a responsive image renders: modern-format sources, then the `<img>` fallback. */
export interface ResponsiveImage {
  /** Best format first, for `<source>` elements in this order. */
  sources: ImageSource[];
  /** The `<img>`'s own `src` and `srcset`, in a format every browser decodes (an SVG has no srcset). */
  src: string;
  srcSet?: string;
  /** The widths offered, ascending. */
  widths: number[];
}

export interface ResponsiveImageOptions {
  /**
   * Widths to offer for Contentful images (the Images API resizes on request). Embedded images
   * always use {@link IMAGE_WIDTHS}, the widths the build generates.
   */
  widths?: readonly number[];
}

/**
 * The sources of a responsive image: Contentful JPEG/PNG/WebP/GIF through the Images API
 * parameters, embedded PNG/JPEG/WebP through the variants generated at build, and embedded SVG
 * through WebP variants generated at build with the SVG as the fallback. Null for Contentful SVG
 * (the Images API does not rasterise it) and anything else, which are rendered as a plain `<img>`.
 */
export function responsiveImage(
  image: Image,
  options: ResponsiveImageOptions = {},
): ResponsiveImage | null {
  const contentful = imagesApiUrl(image.url);
  if (contentful) {
    const format = rasterFormatOf(image.contentType, contentful.pathname);
    if (!format) return null;
    const at = (parameters: string) => (width: number) =>
      imagesApiVariant(contentful, width, parameters);
    return pictureOf(variantWidths(image.width, options.widths ?? IMAGE_WIDTHS), {
      avif: at(`fm=avif&q=${LOSSY_QUALITY}`),
      webp: at(`fm=webp&q=${LOSSY_QUALITY}`),
      fallback: at(fallbackParameters(format)),
    });
  }

  const embedded = embeddedRaster(image.url);
  if (embedded) {
    const at = (format: string) => (width: number) =>
      embeddedVariantUrl(embedded.stem, width, format);
    return pictureOf(variantWidths(image.width, IMAGE_WIDTHS), {
      avif: at('avif'),
      webp: at('webp'),
      fallback: at(embedded.extension),
    });
  }

  const vector = embeddedVector(image.url);
  if (vector) {
    // An SVG in an <img> is a document of its own, parsed, laid out and painted on the main
    // thread: WebP variants took a quarter of the home page's main-thread work off it. WebP only:
    // AVIF took 1.6-3.4 s to encode per variant, minutes per build, for 30% fewer bytes. A vector
    // renders sharp at any size, so variants go up to twice its width (phones are 2x-3x screens).
    const widths = variantWidths(image.width * SVG_SCALE_LIMIT, IMAGE_WIDTHS);
    if (widths.length === 0) return null;
    const webp = (width: number) => embeddedVariantUrl(vector.stem, width, 'webp');
    return {
      sources: [{ type: 'image/webp', srcSet: toSrcSet(widths, webp) }],
      src: image.url,
      widths,
    };
  }
  return null;
}

type UrlAtWidth = (width: number) => string;

function pictureOf(
  widths: number[],
  urls: { avif: UrlAtWidth; webp: UrlAtWidth; fallback: UrlAtWidth },
): ResponsiveImage | null {
  const largest = widths.at(-1);
  if (largest === undefined) return null;
  return {
    sources: [
      { type: 'image/avif', srcSet: toSrcSet(widths, urls.avif) },
      { type: 'image/webp', srcSet: toSrcSet(widths, urls.webp) },
    ],
    src: urls.fallback(largest),
    srcSet: toSrcSet(widths, urls.fallback),
    widths,
  };
}
