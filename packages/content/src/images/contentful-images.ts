import type { RasterFormat } from './raster-format';

/** Hosts of Contentful's Images API (the EU data-residency host too). */
const IMAGES_API_HOSTS = new Set(['images.ctfassets.net', 'images.eu.ctfassets.net']);

/** Quality of the lossy encodings: small files without visible artefacts on photos. */
export const LOSSY_QUALITY = 72;

/** The parameters this module sets; any the URL already has are replaced, the rest kept. */
const OWN_PARAMETERS = new Set(['w', 'fm', 'fl', 'q']);

/** The URL when it is served by Contentful's Images API, else null. */
export function imagesApiUrl(url: string): URL | null {
  if (!url.startsWith('https:')) return null;
  try {
    const parsed = new URL(url);
    return IMAGES_API_HOSTS.has(parsed.hostname) ? parsed : null;
  } catch {
    return null;
  }
}

/** The `fm` (and `fl`, `q`) parameters of the format every browser decodes, per original format. */
export function fallbackParameters(original: RasterFormat): string {
  switch (original) {
    case 'jpg':
      return `fm=jpg&fl=progressive&q=${LOSSY_QUALITY}`;
    // PNG and WebP may be transparent, which JPEG cannot carry: PNG keeps the alpha channel.
    case 'png':
    case 'webp':
      return 'fm=png';
    case 'gif':
      return 'fm=gif';
  }
}

/**
 * The Images API URL of `base` at `width` pixels with `parameters` (`fm=avif&q=72` …). The
 * asset's own query (other than the parameters set here) is kept as the URL parser normalises
 * it; commas are escaped because a srcset candidate must not end in one.
 */
export function imagesApiVariant(base: URL, width: number, parameters: string): string {
  const kept = base.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !OWN_PARAMETERS.has(decodeName(pair)));
  const query = [...kept, `w=${width}`, parameters].join('&');
  return `${base.origin}${base.pathname}?${query}`.replaceAll(',', '%2C');
}

function decodeName(pair: string): string {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}
