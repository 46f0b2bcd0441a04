import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as content from '@tablogs/content';
import {
  IMAGE_WIDTHS,
  MAX_IMAGE_WIDTH,
  SVG_SCALE_LIMIT,
  variantWidths,
  writeResponsiveImages,
} from '@tablogs/image-variants';
import { tempContentDir, writePng } from '@tablogs/image-variants/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let contentDir = '';

beforeEach(() => {
  contentDir = tempContentDir();
  // The encoding is tested in @tablogs/image-variants; here only the names.
  process.env.IMAGE_VARIANT_CACHE = 'off';
});
afterEach(() => {
  rmSync(contentDir, { recursive: true, force: true });
  delete process.env.IMAGE_VARIANT_CACHE;
});

/** The URLs of every candidate a picture offers: its `<source>`s' and its `<img>`'s. */
function candidateUrls(picture: content.ResponsiveImage | null): string[] {
  const srcSets = [...(picture?.sources ?? []).map((source) => source.srcSet)];
  if (picture?.srcSet) srcSets.push(picture.srcSet);
  return srcSets.flatMap((srcSet) => srcSet.split(', ').map((c) => c.split(' ')[0] ?? ''));
}

/** Each `/content/…` URL names a file the build wrote into `contentDir`. */
function expectWritten(urls: string[]) {
  for (const url of urls) {
    const file = path.join(contentDir, decodeURIComponent(url.replace(/^\/content\//, '')));
    expect(existsSync(file), url).toBe(true);
  }
}

// The build's image variants (@tablogs/image-variants) against the names and widths pages ask
// for (responsiveImage() of @tablogs/content): the two keep copies of one rule.
describe('image variants and @tablogs/content', () => {
  it('writes every file that responsiveImage() of @tablogs/content points at', {
    timeout: 30_000,
  }, async () => {
    await writePng(path.join(contentDir, 'site photo.png'), 700, 350);
    await writeResponsiveImages(contentDir);
    const picture = content.responsiveImage({
      id: 'p',
      url: '/content/site photo.png',
      width: 700,
      height: 350,
      alt: 'A site',
      contentType: 'image/png',
    });
    const urls = candidateUrls(picture);
    expect(urls).toHaveLength(3 * 3);
    expectWritten(urls);
  });

  it('writes every WebP variant that responsiveImage() of @tablogs/content gives an SVG', async () => {
    writeFileSync(
      path.join(contentDir, 'site plan.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 700 350"><circle cx="350" cy="175" r="100"/></svg>',
    );
    await writeResponsiveImages(contentDir);
    const picture = content.responsiveImage({
      id: 'v',
      url: '/content/site plan.svg',
      width: 700,
      height: 350,
      alt: 'A site plan',
      contentType: 'image/svg+xml',
    });
    expect(picture?.src).toBe('/content/site plan.svg');
    const urls = candidateUrls(picture);
    // 700 px wide: the ladder below 1,400, then 1,400.
    expect(urls).toHaveLength(5);
    expectWritten(urls);
  });
});

describe('the width rule', () => {
  it('is the same as @tablogs/content', () => {
    expect(IMAGE_WIDTHS).toEqual(content.IMAGE_WIDTHS);
    expect(MAX_IMAGE_WIDTH).toBe(content.MAX_IMAGE_WIDTH);
    expect(SVG_SCALE_LIMIT).toBe(content.SVG_SCALE_LIMIT);
    for (const width of [1, 319, 320, 321, 999, 2400, 2401, 9000]) {
      expect(variantWidths(width)).toEqual(content.variantWidths(width));
    }
  });
});
