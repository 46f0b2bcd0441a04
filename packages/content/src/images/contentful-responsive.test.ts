import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetLink, entry, imageAsset } from '../fixtures/cda';
import { type CdaServer, startCdaServer } from '../fixtures/cda-server';
import { createContent } from '../loading/content';
import { createContentfulSource } from '../sources/contentful';
import { responsiveImage } from './responsive-image';

// From a Contentful JPEG asset, as the real SDK delivers it, to the srcsets a page renders.
const SPACE = 'imagespace';
const TOKEN = 'delivery-token-images';
const PHOTO_URL = `//images.ctfassets.net/${SPACE}/photo-1/abc123/site team.jpg`;
const photo = imageAsset('photo-1', PHOTO_URL);
photo.fields.file = {
  url: PHOTO_URL,
  fileName: 'site team.jpg',
  contentType: 'image/jpeg',
  details: { size: 120_000, image: { width: 1800, height: 1200 } },
};

let server: CdaServer;
beforeAll(async () => {
  server = await startCdaServer({
    space: SPACE,
    token: TOKEN,
    entries: [
      entry('clients', 'client-1', {
        clientName: 'Basalt Co',
        logo: assetLink('photo-1'),
        order: 1,
      }),
    ],
    assets: [photo],
  });
});
afterAll(() => server.close());

describe('a Contentful raster image end to end', () => {
  it('becomes AVIF, WebP and progressive JPEG srcsets on the Images API host', async () => {
    const source = createContentfulSource({
      space: SPACE,
      accessToken: TOKEN,
      host: server.host,
      insecure: true,
    });
    const [client] = await createContent(source).clients();
    if (!client) throw new Error('the client entry did not load');
    const picture = responsiveImage(client.logo);
    const base = `https://images.ctfassets.net/${SPACE}/photo-1/abc123/site%20team.jpg`;
    expect(picture?.widths).toEqual([320, 640, 960, 1280, 1600, 1800]);
    expect(picture?.sources[0]?.srcSet.split(', ').at(-1)).toBe(
      `${base}?w=1800&fm=avif&q=72 1800w`,
    );
    expect(picture?.sources[1]?.srcSet.split(', ')[0]).toBe(`${base}?w=320&fm=webp&q=72 320w`);
    expect(picture?.src).toBe(`${base}?w=1800&fm=jpg&fl=progressive&q=72`);
  });
});
