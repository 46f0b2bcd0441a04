import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CdaAsset } from '../cda/types';
import { checkEmbeddedAssets } from './embedded-files';

// A 37×21 PNG written by sharp.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACUAAAAVCAIAAABOhrD5AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWMwXpVGT8Qwat+q0fA0Hk0vaaP5wXi0fEkbLT9XjdYPaaP17aoh0p4AAPhG1Ikd9JQzAAAAAElFTkSuQmCC',
  'base64',
);
const filesDir = mkdtempSync(path.join(tmpdir(), 'tablogs-embedded-'));
writeFileSync(path.join(filesDir, 'photo.png'), PNG);
writeFileSync(path.join(filesDir, 'broken.png'), Buffer.from('not an image'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

function pngAsset(id: string, width: number, height: number, size = PNG.length): CdaAsset {
  return {
    sys: { id, type: 'Asset', locale: 'en-US' },
    fields: {
      title: id,
      description: `Alt text of ${id}`,
      file: {
        url: `/content/${id}.png`,
        fileName: `${id}.png`,
        contentType: 'image/png',
        details: { size, image: { width, height } },
      },
    },
  };
}

describe('checkEmbeddedAssets: raster images', () => {
  it('accepts a PNG whose declared size is its pixel size', async () => {
    const { problems } = await checkEmbeddedAssets([pngAsset('photo', 37, 21)], filesDir);
    expect(problems).toEqual([]);
  });

  it('flags a declared size that differs from the pixels (srcset variants are named by width)', async () => {
    const { problems } = await checkEmbeddedAssets([pngAsset('photo', 800, 450)], filesDir);
    expect(problems).toEqual([
      {
        assetId: 'photo',
        field: 'file.details.image',
        message: 'details.image is 800×450 but the image is 37×21 pixels',
      },
    ]);
  });

  it('flags a file that is not the image its extension says', async () => {
    const { problems } = await checkEmbeddedAssets([pngAsset('broken', 37, 21, 12)], filesDir);
    expect(problems.map((problem) => problem.message)).toEqual([
      'file is not a readable PNG image',
    ]);
  });
});
