import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentError } from '../errors';
import { assetLink, entry, imageAsset } from '../fixtures/cda';
import { type CdaServer, startCdaServer } from '../fixtures/cda-server';
import { createContent } from '../loading/content';
import { createLinkResolver } from '../mapping/resolver';
import { createContentfulSource } from './contentful';
import { sourceFromEnv } from './env';

const SPACE = 'testspace';
const TOKEN = 'delivery-token-123';
const CLIENT_COUNT = 2500;

const clients = Array.from({ length: CLIENT_COUNT }, (_, i) =>
  entry('clients', `client-${String(i).padStart(4, '0')}`, {
    clientName: `Client ${i}`,
    logo: assetLink(`logo-${i % 3}`),
    order: CLIENT_COUNT - i,
  }),
);
const assets = [0, 1, 2].map((i) =>
  imageAsset(`logo-${i}`, `//images.ctfassets.net/${SPACE}/logo-${i}.svg`),
);
const linkedAuthor = entry('teamOverview', 'overview', {
  headline: 'Our team',
  description: 'Who we are.',
});
const faqWithLink = entry('faqs', 'faq-1', {
  question: 'Who answers?',
  Answer2: '<p>The team.</p>',
  order: 1,
  relatedOverview: { sys: { type: 'Link', linkType: 'Entry', id: 'overview' } },
});
const malformedTeam = entry('team', 'member-broken', {
  name: 'Ana',
  role: 'Engineer',
  image: assetLink('logo-0'),
  order: 1,
});

let server: CdaServer;
const source = (pageSize?: number) =>
  createContentfulSource({
    space: SPACE,
    accessToken: TOKEN,
    host: server.host,
    insecure: true,
    pageSize,
  });

beforeAll(async () => {
  server = await startCdaServer({
    space: SPACE,
    token: TOKEN,
    entries: [...clients, linkedAuthor, faqWithLink, malformedTeam],
    assets,
    rateLimitOnce: ['testimonials'],
  });
});
afterAll(() => server.close());

describe('Contentful source over the real SDK', () => {
  it('pages past the 1000-item limit, ordered by fields.order, with assets resolved to https', async () => {
    const loaded = await createContent(source()).clients();
    expect(loaded).toHaveLength(CLIENT_COUNT);
    expect(loaded[0]?.name).toBe(`Client ${CLIENT_COUNT - 1}`);
    expect(loaded.map((c) => c.order)).toEqual(
      [...loaded.map((c) => c.order)].sort((a, b) => a - b),
    );
    expect(loaded[0]?.logo).toMatchObject({
      url: `https://images.ctfassets.net/${SPACE}/logo-0.svg`,
      width: 800,
    });
    const pages = server.requests.filter(
      (url) => url.searchParams.get('content_type') === 'clients',
    );
    expect(pages.map((url) => url.searchParams.get('skip'))).toEqual(['0', '1000', '2000']);
    expect(pages[0]?.searchParams.get('order')).toBe('fields.order,sys.id');
    expect(pages[0]?.searchParams.get('include')).toBe('2');
  });

  it('pages with a smaller page size', async () => {
    const before = server.requests.length;
    const result = await source(400).getEntries('clients');
    expect(result.items).toHaveLength(CLIENT_COUNT);
    expect(server.requests.length - before).toBe(7);
    expect(result.includes.Asset.map((a) => a.sys.id).sort()).toEqual([
      'logo-0',
      'logo-1',
      'logo-2',
    ]);
  });

  it('returns linked entries in includes and resolves them', async () => {
    const result = await source().getEntries('faqs');
    expect(result.includes.Entry.map((e) => e.sys.id)).toEqual(['overview']);
    const link = result.items[0]?.fields.relatedOverview as {
      sys: { type: 'Link'; linkType: 'Entry'; id: string };
    };
    expect(createLinkResolver(result).entry(link, {}).fields.headline).toBe('Our team');
  });

  it('waits out a 429 (X-Contentful-RateLimit-Reset: 1) and then succeeds', async () => {
    const started = Date.now();
    const result = await source().getEntries('testimonials');
    expect(result.items).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(
      server.requests.filter((url) => url.searchParams.get('content_type') === 'testimonials'),
    ).toHaveLength(2);
  });

  it('turns a 404 into a ContentError with NotFound and the CDA message', async () => {
    const missing = createContentfulSource({
      space: 'nospace',
      accessToken: TOKEN,
      host: server.host,
      insecure: true,
    });
    const error = await missing.getEntries('clients').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toContain('404 NotFound: The resource could not be found.');
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it('fails loudly on a malformed entry, naming type, entry and field', async () => {
    const error = await createContent(source())
      .team()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({
      contentType: 'team',
      entryId: 'member-broken',
      field: 'overview',
    });
    expect((error as Error).message).toMatch(
      /content type "team", entry "member-broken", field "overview"/,
    );
  });
});

describe('source selection from the environment', () => {
  it('uses the embedded files when no Contentful variables are set', () => {
    expect(sourceFromEnv({}).kind).toBe('embedded');
  });

  it('uses Contentful when space and token are set', () => {
    expect(
      sourceFromEnv({ CONTENTFUL_SPACE_ID: SPACE, CONTENTFUL_DELIVERY_TOKEN: TOKEN }).kind,
    ).toBe('contentful');
  });

  it('reports the SDK messages when only one of the two is set', () => {
    expect(() => sourceFromEnv({ CONTENTFUL_SPACE_ID: SPACE })).toThrow(
      'Expected parameter accessToken',
    );
    expect(() => sourceFromEnv({ CONTENTFUL_DELIVERY_TOKEN: TOKEN })).toThrow(
      'Expected parameter space',
    );
  });

  it('reads host and insecure flags for a local server', async () => {
    const local = sourceFromEnv({
      CONTENTFUL_SPACE_ID: SPACE,
      CONTENTFUL_DELIVERY_TOKEN: TOKEN,
      CONTENTFUL_HOST: server.host,
      CONTENTFUL_INSECURE: 'true',
    });
    expect((await local.getEntries('faqs')).items).toHaveLength(1);
  });
});
