/** The raster formats a responsive image can be made from (SVG and the rest are served as is). */
export type RasterFormat = 'jpg' | 'png' | 'webp' | 'gif';

const BY_CONTENT_TYPE: Record<string, RasterFormat> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const BY_EXTENSION: Record<string, RasterFormat> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

/** The file name's extension, lower case, without the dot ('' when there is none). */
export function extensionOf(pathname: string): string {
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The asset's raster format from its content type, else its file extension; null otherwise. */
export function rasterFormatOf(contentType: string, pathname: string): RasterFormat | null {
  const declared = BY_CONTENT_TYPE[contentType.split(';')[0]?.trim().toLowerCase() ?? ''];
  if (declared) return declared;
  if (contentType.trim() !== '' && !contentType.startsWith('application/octet-stream')) return null;
  return BY_EXTENSION[extensionOf(pathname)] ?? null;
}
