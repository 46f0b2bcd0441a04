import type { Image } from '../model/types';
import {
  fallbackParameters,
  imagesApiUrl,
  imagesApiVariant,
  LOSSY_QUALITY,
} from './contentful-images';
import { embeddedRaster, embeddedVariantUrl } from './embedded-variants';
import { rasterFormatOf } from './raster-format';
import { IMAGE_WIDTHS, toSrcSet, variantWidths } from './widths';

/** A `<source>` of a `<picture>`: one modern format at several widths. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

/** What a responsive raster image renders: modern-format sources, then the `<img>` fallback. */
export interface ResponsiveImage {
  /** Best format first, for `<source>` elements in this order. */
  sources: ImageSource[];
  /** The `<img>`'s own `src` and `srcset`, in a format every browser decodes. */
  src: string;
  srcSet: string;
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
 * The sources of a responsive raster image: Contentful JPEG/PNG/WebP/GIF through the Images API
 * parameters, embedded PNG/JPEG/WebP through the variants generated at build. Null for vector
 * images (SVG) and anything else, which are rendered as a plain `<img>`.
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
