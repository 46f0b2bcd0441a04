import type { Image } from '@tablogs/content';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './content-image';
import { CARD_SIZES, HALF_WIDTH_SIZES } from './image-sizes';

const ASSET = 'https://images.ctfassets.net/space1/asset1/hash1/rig.jpg';
const photo: Image = {
  id: 'rig',
  url: ASSET,
  width: 1000,
  height: 600,
  alt: 'A drill rig on site',
  contentType: 'image/jpeg',
};

/** The attributes of the first `<tag …>` in `html`, decoded. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...element.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
      name,
      (value ?? '').replaceAll('&amp;', '&'),
    ]),
  );
}

function widthsOf(srcSet: string | undefined): string[] {
  return (srcSet ?? '').split(', ').map((candidate) => candidate.split(' ')[1] ?? '');
}

describe('ContentImage', () => {
  it('renders a Contentful JPEG as a picture of AVIF and WebP sources over a progressive JPEG', () => {
    const html = renderToStaticMarkup(<ContentImage image={photo} sizes={CARD_SIZES} />);
    expect(html.startsWith('<picture class="content-picture"><source type="image/avif"')).toBe(
      true,
    );
    const sources = [...html.matchAll(/<source\b[^>]*>/g)].map(([tag]) =>
      attributesOf(tag, 'source'),
    );
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const [source, format] of [
      [sources[0], 'avif'],
      [sources[1], 'webp'],
    ] as const) {
      expect(source?.sizes).toBe(CARD_SIZES);
      expect(widthsOf(source?.srcSet)).toEqual(['320w', '640w', '960w', '1000w']);
      expect(source?.srcSet).toContain(`${ASSET}?w=640&fm=${format}&q=72 640w`);
    }

    const img = attributesOf(html, 'img');
    expect(img).toMatchObject({
      src: `${ASSET}?w=1000&fm=jpg&fl=progressive&q=72`,
      sizes: CARD_SIZES,
      width: '1000',
      height: '600',
      alt: 'A drill rig on site',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(widthsOf(img.srcSet)).toEqual(['320w', '640w', '960w', '1000w']);
    expect(img.srcSet).toContain(`${ASSET}?w=960&fm=jpg&fl=progressive&q=72 960w`);
    expect(img.fetchPriority).toBeUndefined();
  });

  it('fetches the first screen image eagerly at high priority, with the half-width sizes by default', () => {
    const img = attributesOf(renderToStaticMarkup(<ContentImage image={photo} priority />), 'img');
    expect(img).toMatchObject({ loading: 'eager', fetchPriority: 'high', sizes: HALF_WIDTH_SIZES });
  });

  it('gives an embedded SVG WebP sources and keeps the SVG as the fallback img', () => {
    const svg: Image = { ...photo, url: '/content/illus-hero.svg', contentType: 'image/svg+xml' };
    const html = renderToStaticMarkup(<ContentImage image={svg} alt="" className="hero" />);
    expect(attributesOf(html, 'source')).toMatchObject({
      type: 'image/webp',
      sizes: HALF_WIDTH_SIZES,
    });
    expect(widthsOf(attributesOf(html, 'source').srcSet)).toEqual([
      '320w',
      '640w',
      '960w',
      '1280w',
      '1600w',
      '2000w',
    ]);
    expect(html.match(/<source/g)).toHaveLength(1);
    // No srcset (so no sizes) on the <img>: browsers without WebP get the one SVG.
    expect(attributesOf(html, 'img')).toEqual({
      class: 'hero',
      src: '/content/illus-hero.svg',
      alt: '',
      width: '1000',
      height: '600',
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('leaves the picture unclassed for a parent that lays it out, e.g. a video poster', () => {
    const html = renderToStaticMarkup(<ContentImage image={photo} plainPicture />);
    expect(html.startsWith('<picture><source type="image/avif"')).toBe(true);
  });

  it('keeps a Contentful SVG a plain img with its dimensions and no srcset', () => {
    const svg: Image = {
      ...photo,
      url: ASSET.replace('rig.jpg', 'logo.svg'),
      contentType: 'image/svg+xml',
    };
    const html = renderToStaticMarkup(<ContentImage image={svg} alt="" className="logo" />);
    expect(html).toBe(
      `<img class="logo" src="${svg.url}" alt="" width="1000" height="600" loading="lazy" decoding="async"/>`,
    );
  });
});
