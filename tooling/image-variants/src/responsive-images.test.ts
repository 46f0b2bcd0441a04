import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  MAX_IMAGE_WIDTH,
  SVG_SCALE_LIMIT,
  variantWidths,
  writeResponsiveImages,
} from './responsive-images.mjs';
import { tempContentDir, writePng } from './testing.mjs';

let contentDir = '';

beforeEach(() => {
  contentDir = tempContentDir();
  // These test the encoding; variant-cache.test.ts the cache in front of it.
  process.env.IMAGE_VARIANT_CACHE = 'off';
});
afterEach(() => {
  rmSync(contentDir, { recursive: true, force: true });
  delete process.env.IMAGE_VARIANT_CACHE;
});

describe('writeResponsiveImages', () => {
  // AVIF encoding is slow on a shared CI machine: small images, generous timeouts.
  it('writes AVIF, WebP and PNG variants of a PNG at each width up to its own', {
    timeout: 30_000,
  }, async () => {
    await writePng(path.join(contentDir, 'rig.png'), 700, 350);
    const [written] = await writeResponsiveImages(contentDir);
    expect(written?.widths).toEqual([320, 640, 700]);
    for (const width of [320, 640, 700]) {
      for (const format of ['avif', 'webp', 'png'] as const) {
        const meta = await sharp(path.join(contentDir, `rig.${width}w.${format}`)).metadata();
        expect(meta.format === 'heif' ? meta.compression : meta.format).toBe(
          format === 'avif' ? 'av1' : format,
        );
        expect([meta.width, meta.height]).toEqual([width, width / 2]);
      }
    }
    expect(readdirSync(contentDir)).toHaveLength(1 + 3 * 3);
  });

  it('keeps a JPEG fallback progressive and names it with the original extension', async () => {
    mkdirSync(path.join(contentDir, 'photos'));
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .toFile(path.join(contentDir, 'photos', 'site.JPG'));
    await writeResponsiveImages(contentDir);
    const meta = await sharp(path.join(contentDir, 'photos', 'site.400w.JPG')).metadata();
    expect([meta.format, meta.isProgressive, meta.width]).toEqual(['jpeg', true, 400]);
    expect(existsSync(path.join(contentDir, 'photos', 'site.320w.avif'))).toBe(true);
  });

  it('skips when there is no image and never resizes its own variants', async () => {
    expect(await writeResponsiveImages(contentDir)).toEqual([]);
    expect(await writeResponsiveImages(path.join(contentDir, 'missing'))).toEqual([]);
    await writePng(path.join(contentDir, 'tiny.png'), 200, 100);
    await writeResponsiveImages(contentDir);
    const again = await writeResponsiveImages(contentDir);
    expect(again.map((image) => path.basename(image.file))).toEqual(['tiny.png']);
    expect(readdirSync(contentDir).sort()).toEqual(
      ['tiny.200w.avif', 'tiny.200w.png', 'tiny.200w.webp', 'tiny.png'].sort(),
    );
  });

  it('renders an SVG to WebP at each width up to twice its own, and leaves the SVG as it is', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><rect width="400" height="200" fill="#2f6f8f"/></svg>';
    writeFileSync(path.join(contentDir, 'logo.svg'), svg);
    const [logo] = await writeResponsiveImages(contentDir);
    expect(logo?.widths).toEqual([320, 640, 800]);
    expect(readdirSync(contentDir).sort()).toEqual(
      ['logo.320w.webp', 'logo.640w.webp', 'logo.800w.webp', 'logo.svg'].sort(),
    );
    const largest = await sharp(path.join(contentDir, 'logo.800w.webp')).metadata();
    expect([largest.width, largest.height]).toEqual([800, 400]);
    const meta = await sharp(path.join(contentDir, 'logo.320w.webp')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 160]);
  });
});

describe('variantWidths', () => {
  it('is the ladder below the image, then the image capped at MAX_IMAGE_WIDTH', () => {
    expect(variantWidths(0)).toEqual([]);
    expect(variantWidths(200.7)).toEqual([200]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(700)).toEqual([320, 640, 700]);
    expect(variantWidths(9000)).toEqual([...IMAGE_WIDTHS.filter((w) => w < MAX_IMAGE_WIDTH), 2400]);
    expect(SVG_SCALE_LIMIT).toBe(2);
  });
});
