import type { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetLink, entry, imageAsset } from '../fixtures/cda';
import { type CdaServer, startCdaServer } from '../fixtures/cda-server';
import { getContent } from './get-content';
import { contentRequestStorage, isPreviewRequest, runAsPreviewRequest } from './request-scope';

// Draft preview over the real SDK: the stand-in answers the delivery token with published entries
// and the preview token with the drafts as well.
const SPACE = 'previewspace';
const DELIVERY_TOKEN = 'delivery-token';
const PREVIEW_TOKEN = 'preview-token';

const faq = (id: string, question: string, order: number) =>
  entry('faqs', id, { question, Answer2: '<p>An answer.</p>', order });
const published = faq('faq-1', 'Published question?', 1);
const edited = faq('faq-1', 'Draft question?', 1);
const draftOnly = faq('faq-2', 'A question never published?', 2);
const post = entry('blog', 'post-1', {
  title: 'Logging boreholes',
  blurb: 'A post.',
  mainImage: assetLink('img'),
  headerBannerImaage: assetLink('img'),
  author: 'An author',
  date: '2025-01-01',
  content2: '<p>Text.</p>',
  order: 1,
});

let server: CdaServer;
let env: Record<string, string>;

beforeAll(async () => {
  server = await startCdaServer({
    space: SPACE,
    token: DELIVERY_TOKEN,
    entries: [published],
    assets: [imageAsset('img')],
    preview: { token: PREVIEW_TOKEN, drafts: [edited, draftOnly, post] },
  });
  env = {
    CONTENTFUL_SPACE_ID: SPACE,
    CONTENTFUL_DELIVERY_TOKEN: DELIVERY_TOKEN,
    CONTENTFUL_HOST: server.host,
    CONTENTFUL_PREVIEW_TOKEN: PREVIEW_TOKEN,
    CONTENTFUL_PREVIEW_HOST: server.host,
    CONTENTFUL_INSECURE: 'true',
  };
});
afterAll(() => server.close());

const questions = async () => (await getContent(env).faqs()).map((item) => item.question);

describe('getContent in a preview request', () => {
  it('reads published entries outside a preview request', async () => {
    expect(isPreviewRequest()).toBe(false);
    expect(await questions()).toEqual(['Published question?']);
  });

  it('reads drafts from the Preview API inside one, with one instance per request', async () => {
    const before = server.previewRequests.length;
    await runAsPreviewRequest(async () => {
      expect(isPreviewRequest()).toBe(true);
      expect(getContent(env)).toBe(getContent(env));
      expect(await questions()).toEqual(['Draft question?', 'A question never published?']);
      await questions();
    });
    // Fetched once for the request, whatever number of loaders asked.
    expect(server.previewRequests.length - before).toBe(1);
    expect(await questions()).toEqual(['Published question?']);
  });

  it('shows a draft saved after the last preview at once (nothing cached between requests)', async () => {
    await runAsPreviewRequest(questions);
    server.setDrafts([faq('faq-1', 'Saved again?', 1)]);
    expect(await runAsPreviewRequest(questions)).toEqual(['Saved again?']);
    server.setDrafts([edited, draftOnly, post]);
  });

  it('keeps concurrent preview and published requests apart', async () => {
    const [draft, live] = await Promise.all([runAsPreviewRequest(questions), questions()]);
    expect(draft).toEqual(['Draft question?', 'A question never published?']);
    expect(live).toEqual(['Published question?']);
  });

  it('shares its storage through the global slot the production server uses', async () => {
    const slot = (globalThis as unknown as Record<symbol, AsyncLocalStorage<{ preview: boolean }>>)[
      Symbol.for('@tablogs/content/request')
    ];
    expect(slot).toBeDefined();
    expect(await slot?.run({ preview: true }, questions)).toContain('A question never published?');
  });

  it('reads published content afresh in a publish scope, once for the whole scope', async () => {
    expect(await questions()).toEqual(['Published question?']);
    server.setEntries([faq('faq-1', 'Published again?', 1)]);
    // Outside a scope the process keeps its cached copy; a publish scope reads the new one.
    expect(await questions()).toEqual(['Published question?']);
    const before = server.requests.length;
    const scope = { preview: false };
    const slot = contentRequestStorage();
    expect(await slot.run(scope, questions)).toEqual(['Published again?']);
    expect(await slot.run(scope, questions)).toEqual(['Published again?']);
    expect(server.requests.length - before).toBe(1);
    expect(isPreviewRequest()).toBe(false);
    server.setEntries([published]);
  });

  it('notes the entry a keyed page names, so a title edit is rendered by entry id', async () => {
    const scope: { preview: boolean; edits?: unknown[]; pageEntry?: string } = { preview: true };
    const slot = contentRequestStorage();
    await slot.run(scope as never, async () => {
      expect((await getContent(env).blogPost('logging-boreholes'))?.id).toBe('post-1');
    });
    expect(scope.pageEntry).toBe('post-1');
    const renamed = { ...post, fields: { ...post.fields, title: 'Logging boreholes faster' } };
    const live = { preview: true, edits: [renamed] };
    await slot.run(live as never, async () => {
      expect(await getContent(env).blogPost('logging-boreholes')).toBeUndefined();
      expect((await getContent(env).blogPost('post-1'))?.slug).toBe('logging-boreholes-faster');
    });
    // Outside a preview nothing is noted.
    const publish = { preview: false } as { preview: boolean; pageEntry?: string };
    await slot.run(publish, () => getContent(env).blogPost('logging-boreholes'));
    expect(publish.pageEntry).toBeUndefined();
  });
});
