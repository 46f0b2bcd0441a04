import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { slugify } from '@tablogs/content';
import {
  type CdaAsset,
  type CdaEntry,
  createContent,
  createEmbeddedSource,
} from '@tablogs/content/server';
import { type CdaServer, embeddedCdaContent, startCdaServer } from '@tablogs/content/testing';
import { appDir, startProductionServer, stopServer } from '../scripts/production-server.mjs';
import { expect, test } from './fixtures';
import { openEditor, received, sendEdit, subscriptionOf, tagsIn } from './live-preview-editor';
import { filesUnder, imageStem, shownIn, tagProblems } from './live-preview-tags';

// Contentful's live preview (issue 42) against the production server: an editor stand-in on
// another origin frames the preview, as Contentful's entry editor does, and speaks the SDK's
// protocol (live-preview-editor.ts). Content comes from a local stand-in for the Preview API.
const PORT = Number(process.env.LIVE_PREVIEW_E2E_PORT ?? 4416);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// Another site than the preview (localhost vs 127.0.0.1): the session cookie must be the
// SameSite=None, Secure, partitioned one Contentful's frame needs.
const EDITOR = `http://localhost:${PORT + 1}`;
const SECRET = 'e2e-live-preview-secret-0123456789';
const SPACE = 'previewspace';
const PREVIEW_TOKEN = 'e2e-preview-token';

test.use({ baseURL: ORIGIN, extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' } });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let standIn: CdaServer;
let server: Awaited<ReturnType<typeof startProductionServer>>;
let dataDir: string;
let entries: CdaEntry[];
let assets: CdaAsset[];

test.beforeAll(async () => {
  // The server starts in seconds alone, in a minute on a busy machine.
  test.setTimeout(120_000);
  const content = await embeddedCdaContent();
  entries = content.entries;
  assets = content.assets;
  standIn = await startCdaServer({
    space: SPACE,
    token: 'e2e-delivery-token',
    entries: content.entries,
    assets: content.assets,
    preview: { token: PREVIEW_TOKEN, drafts: [] },
  });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'live-preview-e2e-'));
  server = await startProductionServer({
    port: PORT,
    env: {
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      PREVIEW_SECRET: SECRET,
      PREVIEW_APP_ORIGINS: EDITOR,
      CONTENTFUL_SPACE_ID: SPACE,
      CONTENTFUL_DELIVERY_TOKEN: 'e2e-delivery-token',
      CONTENTFUL_HOST: standIn.host,
      CONTENTFUL_PREVIEW_TOKEN: PREVIEW_TOKEN,
      CONTENTFUL_PREVIEW_HOST: standIn.host,
      CONTENTFUL_INSECURE: 'true',
    },
  });
});
test.afterAll(async () => {
  if (server) await stopServer(server.child, 'SIGTERM');
  await standIn?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const previewLink = (slug: string, region?: string) =>
  `${ORIGIN}/api/preview?secret=${SECRET}&slug=${encodeURIComponent(slug)}${region ? `&region=${region}` : ''}`;

const PAGES: Array<{ slug: string; region?: string }> = [
  { slug: '/' },
  { slug: '/', region: 'EU' },
  { slug: '/about' },
  { slug: '/how-it-works' },
  { slug: '/features', region: 'SA' },
  { slug: '/resources/faqs' },
  { slug: '/resources/geotech-101' },
  { slug: '/resources/blog/blog-digital-field-logging' },
  { slug: '/privacy-policy' },
  { slug: '/switch-now' },
  { slug: '/tablabs' },
  { slug: '/about/client-testimonials' },
  { slug: '/resources/newsletters' },
  { slug: '/resources/newsletters/1' },
  { slug: '/resources/product-updates' },
];

for (const { slug, region } of PAGES) {
  test(`${slug}${region ? ` (${region})` : ''}: the SDK connects; every tag is real, every shown field tagged`, async ({
    page,
  }) => {
    const frame = await openEditor(page, EDITOR, previewLink(slug, region));
    const connected = (await received(page)).find((message) => message.method === 'CONNECTED');
    const tags = await tagsIn(frame);
    expect(tags.length).toBeGreaterThan(0);
    expect(connected?.taggedElementCount).toBe(tags.length);
    expect(connected?.locale).toBe('en-US');
    const { shown, untaggedImages } = await shownIn(frame);
    expect(tagProblems(entries, tags, shown, untaggedImages)).toEqual([]);
    if (region) {
      await expect(frame.locator('html')).toHaveAttribute('data-region', region);
    }
  });
}

test('the same check finds untagged texts on a visitor page, so it can fail', async ({ page }) => {
  await page.goto(`${ORIGIN}/about`);
  const { shown, untaggedImages } = await shownIn(page.mainFrame());
  const problems = tagProblems(entries, await tagsIn(page.mainFrame()), shown, untaggedImages);
  expect(problems.filter((problem) => problem.startsWith('untagged: ')).length).toBeGreaterThan(5);
  expect(untaggedImages.length).toBeGreaterThan(0);
});

test('a region falls back to the entry it shows, and is tagged as that entry', async ({ page }) => {
  const content = createContent(createEmbeddedSource());
  const heroFor = async (region: 'AU' | 'EU') =>
    (await content.homeSections(region)).find((section) => section.tabName === 'hero');
  const [au, eu] = await Promise.all([heroFor('AU'), heroFor('EU')]);
  expect(eu?.id).not.toBe(au?.id);
  const frame = await openEditor(page, EDITOR, previewLink('/', 'EU'));
  const heading = frame.locator('h1 [data-contentful-entry-id]').filter({ visible: true });
  await expect(heading).toHaveAttribute('data-contentful-entry-id', eu?.id ?? '');
  await expect(heading).toHaveAttribute('data-contentful-field-id', 'headline');
});

test('an edit changes a heading, a rich-text paragraph and an image within 1 s, in place', async ({
  page,
}) => {
  const block = entries.find(
    (entry) => entry.sys.contentType?.sys.id === 'about' && entry.fields.image,
  );
  if (!block) throw new Error('No about block with an image');
  const otherImage = entries.find(
    (entry) => entry.sys.contentType?.sys.id === 'team' && entry.fields.image,
  )?.fields.image as { sys: { id: string } };
  const frame = await openEditor(page, EDITOR, previewLink('/about'));
  await expect.poll(async () => subscriptionOf(await received(page), block.sys.id)).toBeTruthy();
  const subscriptionId = subscriptionOf(await received(page), block.sys.id);
  const heading = 'Edited in Contentful a moment ago';
  const paragraph = 'A paragraph the editor is typing right now.';
  const frameUrl = frame.url();
  // Each change's first sight, by the same clock as the editor's send.
  await frame.evaluate(
    ({ id, heading, paragraph, assetId }) => {
      const seen: Record<string, number> = {};
      (window as unknown as { seen: typeof seen; notReloaded: boolean }).seen = seen;
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      const check = () => {
        const now = Date.now();
        const title = document.querySelector(`h2[data-contentful-entry-id="${id}"]`);
        if (!seen.heading && title?.textContent?.includes(heading)) seen.heading = now;
        const body = document.querySelector(`[data-contentful-entry-id="${id}"].prose`);
        if (!seen.paragraph && body?.textContent?.includes(paragraph)) seen.paragraph = now;
        const image = document.querySelector(`img[data-contentful-entry-id="${id}"]`);
        const sources = image?.closest('picture')?.innerHTML ?? image?.outerHTML ?? '';
        if (!seen.image && sources.includes(assetId)) seen.image = now;
      };
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    },
    { id: block.sys.id, heading, paragraph, assetId: imageStem(assets, otherImage.sys.id) },
  );
  await sendEdit(page, subscriptionId, {
    ...block,
    fields: {
      ...block.fields,
      headline: heading,
      description: `<p>${paragraph}</p>${String(block.fields.description)}`,
      image: otherImage,
    },
  });
  await expect
    .poll(
      () => frame.evaluate(() => Object.keys((window as unknown as { seen: object }).seen).length),
      {
        timeout: 5_000,
      },
    )
    .toBe(3);
  const { seen, sentAt, notReloaded } = {
    ...(await frame.evaluate(() => ({
      seen: (window as unknown as { seen: Record<string, number> }).seen,
      notReloaded: (window as unknown as { notReloaded: boolean }).notReloaded,
    }))),
    sentAt: await page.evaluate(() => (window as unknown as { sentAt: number }).sentAt),
  };
  console.log(
    `live preview: ${Object.entries(seen)
      .map(([change, at]) => `${change} ${at - sentAt} ms`)
      .join(', ')} after the edit`,
  );
  for (const [change, at] of Object.entries(seen)) {
    expect(at - sentAt, `${change} shown after`).toBeLessThanOrEqual(1000);
  }
  expect(notReloaded).toBe(true);
  expect(frame.url()).toBe(frameUrl);
});

test('a blog post title edit re-renders in place, and the address follows the new slug', async ({
  page,
}) => {
  const post = entries.find((entry) => entry.sys.id === 'blog-digital-field-logging');
  if (!post) throw new Error('No post blog-digital-field-logging');
  const frame = await openEditor(page, EDITOR, previewLink(`/resources/blog/${post.sys.id}`));
  expect(frame.url()).toBe(`${ORIGIN}/resources/blog/${slugify(String(post.fields.title))}`);
  await expect.poll(async () => subscriptionOf(await received(page), post.sys.id)).toBeTruthy();
  await frame.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const title = 'Digital field logging, renamed as the editor types';
  await sendEdit(page, subscriptionOf(await received(page), post.sys.id), {
    ...post,
    fields: { ...post.fields, title },
  });
  await expect(frame.locator('h1')).toHaveText(title);
  await expect.poll(() => frame.url()).toBe(`${ORIGIN}/resources/blog/${slugify(title)}`);
  expect(
    await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});

test('visitors get none of it: no tag, SDK or preview client in any page or bundle; no framing', async () => {
  const client = path.join(appDir, 'build', 'client');
  const previewDir = path.join(client, 'assets', 'preview');
  const previewClient = readdirSync(previewDir).find((name) => name.startsWith('preview-client-'));
  expect(previewClient, 'the preview client entry is built').toBeTruthy();
  const visitorFiles = filesUnder(client).filter(
    (file) => /\.(html|js|data|json)$/.test(file) && !file.startsWith(previewDir),
  );
  expect(visitorFiles.length).toBeGreaterThan(50);
  const marks = ['data-contentful', 'live-preview-sdk', 'live-preview-editor', 'preview-client-'];
  const offending = visitorFiles.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return marks.filter((mark) => text.includes(mark)).map((mark) => `${file}: ${mark}`);
  });
  expect(offending).toEqual([]);

  for (const slug of ['/', '/about', '/resources/faqs']) {
    const response = await fetch(`${ORIGIN}${slug}`, { headers: { Cookie: 'XSRF-TOKEN=x' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.text()).not.toContain('data-contentful');
  }
});

test('a live re-render needs the session and a sound body', async () => {
  const body = JSON.stringify({ path: '/about', edits: [] });
  const headers = { 'Content-Type': 'application/json' };
  const without = await fetch(`${ORIGIN}/api/preview/render`, { method: 'POST', headers, body });
  expect(without.status).toBe(404);
  const opened = await fetch(previewLink('/about'), { redirect: 'manual' });
  const cookie = opened.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ');
  const withSession = { ...headers, Cookie: cookie };
  for (const bad of [
    { path: 'https://evil.example/', edits: [] },
    { path: '/about', edits: 'x' },
    { path: '/about', edits: [{ sys: {} }] },
  ]) {
    const answer = await fetch(`${ORIGIN}/api/preview/render`, {
      method: 'POST',
      headers: withSession,
      body: JSON.stringify(bad),
    });
    expect(answer.status, JSON.stringify(bad)).toBe(400);
  }
  const good = await fetch(`${ORIGIN}/api/preview/render`, {
    method: 'POST',
    headers: withSession,
    body,
  });
  expect(good.status).toBe(200);
  expect(good.headers.get('cache-control')).toBe('private, no-store');
  expect(await good.text()).toContain('data-contentful-entry-id');
  const badRegion = await fetch(`${previewLink('/')}&region=XX`, { redirect: 'manual' });
  expect(badRegion.status).toBe(400);
});
