import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Image } from '../model/types';
import { responsiveImage } from './responsive-image';

const ASSET = 'https://images.ctfassets.net/space1/asset1/hash1/rig.jpg';

function image(overrides: Partial<Image>): Image {
  return {
    id: 'i',
    url: ASSET,
    width: 1000,
    height: 500,
    alt: 'A drill rig',
    contentType: 'image/jpeg',
    ...overrides,
  };
}

/** `[url, width]` of each candidate of a srcset. */
function candidates(srcSet: string): [string, number][] {
  return srcSet.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    return [url ?? '', Number(descriptor?.replace(/w$/, ''))];
  });
}

describe('responsiveImage: Contentful', () => {
  it('offers AVIF and WebP sources and a progressive JPEG fallback through Images API parameters', () => {
    const picture = responsiveImage(image({}));
    expect(picture?.widths).toEqual([320, 640, 960, 1000]);
    expect(picture?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture?.sources[0]?.srcSet).toBe(
      [320, 640, 960, 1000].map((w) => `${ASSET}?w=${w}&fm=avif&q=72 ${w}w`).join(', '),
    );
    expect(picture?.sources[1]?.srcSet).toContain(`${ASSET}?w=640&fm=webp&q=72 640w`);
    expect(picture?.srcSet).toContain(`${ASSET}?w=320&fm=jpg&fl=progressive&q=72 320w`);
    expect(picture?.src).toBe(`${ASSET}?w=1000&fm=jpg&fl=progressive&q=72`);
  });

  it('keeps PNG (and WebP, which may be transparent) as lossless PNG in the fallback', () => {
    const png = responsiveImage(
      image({ url: ASSET.replace('.jpg', '.png'), contentType: 'image/png' }),
    );
    expect(png?.src).toMatch(/\?w=1000&fm=png$/);
    const webp = responsiveImage(
      image({ url: ASSET.replace('.jpg', '.webp'), contentType: 'image/webp' }),
    );
    expect(webp?.src).toMatch(/\?w=1000&fm=png$/);
    const gif = responsiveImage(
      image({ url: ASSET.replace('.jpg', '.gif'), contentType: 'image/gif' }),
    );
    expect(gif?.src).toMatch(/\?w=1000&fm=gif$/);
  });

  it('serves the EU data-residency host the same way', () => {
    const eu = ASSET.replace('images.', 'images.eu.');
    expect(responsiveImage(image({ url: eu }))?.src).toBe(
      `${eu}?w=1000&fm=jpg&fl=progressive&q=72`,
    );
  });

  it('keeps the asset query, replacing only the parameters it sets', () => {
    const picture = responsiveImage(image({ url: `${ASSET}?h=400&fit=fill&w=50&fm=png&x=a%20b` }));
    expect(picture?.src).toBe(`${ASSET}?h=400&fit=fill&x=a%20b&w=1000&fm=jpg&fl=progressive&q=72`);
  });

  it('takes the caller widths, never wider than the image', () => {
    expect(responsiveImage(image({}), { widths: [100, 400, 1200] })?.widths).toEqual([
      100, 400, 1000,
    ]);
  });

  it('escapes spaces and commas so every srcset candidate is one URL', () => {
    const picture = responsiveImage(
      image({ url: `${ASSET.replace('rig.jpg', 'rig, site 2.jpg')}` }),
    );
    for (const [url] of candidates(picture?.srcSet ?? '')) {
      expect(url).toContain('/rig%2C%20site%202.jpg?');
    }
  });

  it('leaves SVG, other hosts and plain http as a plain image', () => {
    const svg = image({ url: ASSET.replace('.jpg', '.svg'), contentType: 'image/svg+xml' });
    expect(responsiveImage(svg)).toBeNull();
    expect(responsiveImage(image({ url: 'https://example.com/rig.jpg' }))).toBeNull();
    expect(responsiveImage(image({ url: ASSET.replace('https:', 'http:') }))).toBeNull();
    expect(responsiveImage(image({ contentType: 'image/tiff' }))).toBeNull();
  });

  it('reads the format from the extension when the content type says nothing', () => {
    expect(responsiveImage(image({ contentType: '' }))?.src).toContain('fm=jpg&fl=progressive');
  });

  it('offers, for any width and asset query, sources whose every candidate is a valid Images API URL of its width', () => {
    const queryValue = fc.string({ maxLength: 6 }).map(encodeURIComponent);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8000 }),
        fc.dictionary(fc.constantFrom('h', 'fit', 'f', 'r', 'w', 'fm', 'bg'), queryValue),
        (width, query) => {
          const search = Object.entries(query)
            .map(([name, value]) => `${name}=${value}`)
            .join('&');
          const url = search ? `${ASSET}?${search}` : ASSET;
          const picture = responsiveImage(image({ url, width }));
          if (!picture?.srcSet) throw new Error('a Contentful JPEG must be responsive');
          for (const srcSet of [picture.srcSet, ...picture.sources.map((s) => s.srcSet)]) {
            const offered = candidates(srcSet);
            expect(offered.map(([, w]) => w)).toEqual(picture.widths);
            for (const [candidate, w] of offered) {
              expect(candidate).not.toMatch(/[\s,]/);
              const parsed = new URL(candidate);
              expect(parsed.searchParams.getAll('w')).toEqual([String(w)]);
              expect(parsed.searchParams.getAll('fm')).toHaveLength(1);
              for (const kept of ['h', 'fit', 'f', 'r', 'bg'].filter((name) => name in query)) {
                expect(parsed.searchParams.get(kept)).toBe(decodeURIComponent(query[kept] ?? ''));
              }
            }
          }
        },
      ),
    );
  });
});

describe('responsiveImage: embedded', () => {
  it('points at the variants generated at build', () => {
    const picture = responsiveImage(
      image({ url: '/content/site photo.png', width: 800, contentType: 'image/png' }),
    );
    expect(picture?.sources[0]).toEqual({
      type: 'image/avif',
      srcSet:
        '/content/site%20photo.320w.avif 320w, /content/site%20photo.640w.avif 640w, /content/site%20photo.800w.avif 800w',
    });
    expect(picture?.sources[1]?.srcSet).toContain('/content/site%20photo.640w.webp 640w');
    expect(picture?.srcSet).toContain('/content/site%20photo.800w.png 800w');
    expect(picture?.src).toBe('/content/site%20photo.800w.png');
  });

  it('keeps the original extension for the fallback', () => {
    const picture = responsiveImage(image({ url: '/content/rig.JPEG', width: 500 }));
    expect(picture?.src).toBe('/content/rig.500w.JPEG');
  });

  it('uses the build widths whatever widths the caller asks for', () => {
    const picture = responsiveImage(image({ url: '/content/rig.jpg', width: 3000 }), {
      widths: [100],
    });
    expect(picture?.widths).toEqual([320, 640, 960, 1280, 1600, 2000, 2400]);
  });

  it('gives an embedded SVG WebP variants up to twice its width, the SVG as the fallback', () => {
    const svg = image({
      url: '/content/illus-hero.svg',
      width: 600,
      contentType: 'image/svg+xml',
    });
    expect(responsiveImage(svg)).toEqual({
      sources: [
        {
          type: 'image/webp',
          srcSet:
            '/content/illus-hero.320w.webp 320w, /content/illus-hero.640w.webp 640w, /content/illus-hero.960w.webp 960w, /content/illus-hero.1200w.webp 1200w',
        },
      ],
      src: '/content/illus-hero.svg',
      widths: [320, 640, 960, 1200],
    });
  });

  it('leaves other files as a plain image', () => {
    expect(responsiveImage(image({ url: '/content/illus-hero.svg?v=2' }))).toBeNull();
    expect(responsiveImage(image({ url: '/elsewhere/rig.jpg' }))).toBeNull();
    expect(responsiveImage(image({ url: '/content/rig.jpg?v=2' }))).toBeNull();
  });
});
