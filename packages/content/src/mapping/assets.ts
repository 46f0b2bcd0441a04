import { z } from 'zod';
import type { CdaAsset } from '../cda/types';
import type { FileAsset, Image } from '../model/types';

const assetSchema = z.object({
  sys: z.object({ id: z.string().min(1), type: z.literal('Asset') }),
  fields: z.object({
    title: z.string().optional(),
    description: z.string().optional(),
    file: z.object({
      url: z.string().min(1),
      fileName: z.string().min(1),
      contentType: z.string().min(1),
      details: z
        .object({
          size: z.number().int().nonnegative().optional(),
          image: z
            .object({ width: z.number().positive(), height: z.number().positive() })
            .optional(),
        })
        .optional(),
    }),
  }),
});

export type ParsedAsset = z.infer<typeof assetSchema>;

/** Validates an asset's shape; returns a problem description instead of throwing. */
export function checkAsset(
  asset: CdaAsset,
): { ok: true; asset: ParsedAsset } | { ok: false; problem: string } {
  const result = assetSchema.safeParse(asset);
  if (result.success) return { ok: true, asset: result.data };
  const issue = result.error.issues[0];
  return {
    ok: false,
    problem: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid asset'}`,
  };
}

/** CDN URLs come protocol-relative (`//images.ctfassets.net/…`); pages want `https:`. */
export function normaliseAssetUrl(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url;
}

export function toImage(asset: ParsedAsset): Image | string {
  const { file, description, title } = asset.fields;
  const dimensions = file.details?.image;
  if (!file.contentType.startsWith('image/')) return `expected an image, found ${file.contentType}`;
  if (!dimensions) return 'image has no file.details.image width/height';
  return {
    id: asset.sys.id,
    url: normaliseAssetUrl(file.url),
    width: dimensions.width,
    height: dimensions.height,
    alt: description ?? title ?? '',
    contentType: file.contentType,
  };
}

export function toFileAsset(asset: ParsedAsset): FileAsset | string {
  const { file, title } = asset.fields;
  if (file.contentType !== 'application/pdf') return `expected a PDF, found ${file.contentType}`;
  return {
    id: asset.sys.id,
    url: normaliseAssetUrl(file.url),
    fileName: file.fileName,
    title: title ?? file.fileName,
    contentType: file.contentType,
    size: file.details?.size ?? 0,
  };
}
