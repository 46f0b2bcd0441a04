import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CdaAsset } from '../cda/types';
import { checkAsset } from '../mapping/assets';
import type { Problem } from './problems';
import { rasterSize } from './raster-size';

const RASTER_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp']);

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

/** Width and height of an SVG's root element (attributes, else the viewBox). */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const attr = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1];
  const width = attr('width');
  const height = attr('height');
  if (width && height) return { width: Number(width), height: Number(height) };
  const viewBox = /\sviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(root);
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : null;
}

/** Checks every embedded asset against its file: name, URL, size, dimensions, type, alt text. */
export async function checkEmbeddedAssets(
  assets: readonly CdaAsset[],
  filesDir: string,
): Promise<{ problems: Problem[]; unreferencedFiles: string[] }> {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const referenced = new Set<string>();

  for (const asset of assets) {
    const assetId = asset?.sys?.id ?? '(no sys.id)';
    const add = (message: string, field?: string) => problems.push({ assetId, field, message });
    if (seen.has(assetId)) add('duplicate asset id');
    seen.add(assetId);
    const checked = checkAsset(asset);
    if (!checked.ok) {
      add(`malformed asset (${checked.problem})`);
      continue;
    }
    const { file, description } = checked.asset.fields;
    referenced.add(file.fileName);
    const extension = path.extname(file.fileName).toLowerCase();
    if (path.basename(file.fileName, path.extname(file.fileName)) !== assetId) {
      add(`id must equal the file name without extension ("${file.fileName}")`);
    }
    if (file.url !== `/content/${file.fileName}`)
      add(`url must be /content/${file.fileName}`, 'file.url');
    if (!description?.trim()) add('missing alt text (fields.description)', 'description');
    const expectedType = CONTENT_TYPE_BY_EXTENSION[extension];
    if (expectedType !== file.contentType) {
      add(
        `contentType ${file.contentType} does not match ${extension || 'no extension'}`,
        'file.contentType',
      );
    }
    if (file.contentType.startsWith('image/') && !file.details?.image) {
      add('image without details.image width/height', 'file.details.image');
    }

    const filePath = path.join(filesDir, file.fileName);
    let bytes: Buffer;
    try {
      bytes = await readFile(filePath);
    } catch {
      add(`file ${file.fileName} is missing from embedded/files`);
      continue;
    }
    if (file.details?.size !== bytes.length) {
      add(
        `details.size is ${file.details?.size ?? 'missing'} but the file has ${bytes.length} bytes`,
        'file.details.size',
      );
    }
    if (extension === '.pdf' && bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
      add('file is not a PDF (no %PDF- header)');
    }
    const declared = file.details?.image;
    if (extension === '.svg') {
      const size = svgSize(bytes.toString('utf8'));
      if (!size) add('SVG has no width/height or viewBox on its root element');
      else if (declared && (size.width !== declared.width || size.height !== declared.height)) {
        add(
          `details.image is ${declared.width}×${declared.height} but the SVG is ${size.width}×${size.height}`,
          'file.details.image',
        );
      }
    }
    // The build names a raster image's srcset variants by width, and pages compute the same
    // names from details.image: the two must agree.
    if (RASTER_EXTENSIONS.has(extension)) {
      const size = rasterSize(bytes);
      if (!size) add(`file is not a readable ${extension.slice(1).toUpperCase()} image`);
      else if (declared && (size.width !== declared.width || size.height !== declared.height)) {
        add(
          `details.image is ${declared.width}×${declared.height} but the image is ${size.width}×${size.height} pixels`,
          'file.details.image',
        );
      }
    }
  }

  let names: string[] = [];
  try {
    names = (await readdir(filesDir)).filter((name) => !name.startsWith('.'));
  } catch {
    names = [];
  }
  return { problems, unreferencedFiles: names.filter((name) => !referenced.has(name)).sort() };
}
