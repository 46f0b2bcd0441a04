import { slugify } from '@tablogs/content';
import {
  type CdaAsset,
  type CdaEntry,
  createContent,
  createEmbeddedSource,
  type FactTokens,
} from '@tablogs/content/server';
import { clientDirFromEnv } from '../../scripts/built-site.mjs';
import { expect, test } from '../support/fixtures';
import {
  markPage,
  openEditor,
  pointAt,
  received,
  seenAfterSend,
  sendEdit,
  stillMarked,
  subscriptionOf,
  tagsIn,
  watchBlock,
} from './live-preview-editor';
import { CHECKED_PAGES, type LivePreviewSite, startLivePreviewSite } from './live-preview-site';
import { imageStem, previewMarksInBuild, shownIn, tagProblems } from './live-preview-tags';

// Contentful's live preview (issue 42) against the production server: an editor stand-in on
// another origin frames the preview, as Contentful's entry editor does, and speaks the SDK's
// protocol (live-preview-editor.ts). Content comes from a local stand-in for the Preview API.
const PORT = Number(process.env.LIVE_PREVIEW_E2E_PORT ?? 4416);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// Another site than the preview (localhost vs 127.0.0.1): the session cookie must be the
// SameSite=None, Secure, partitioned one Contentful's frame needs.
const EDITOR = `http://localhost:${PORT + 1}`;
const SECRET = 'e2e-live-preview-secret-0123456789';

test.use({ baseURL: ORIGIN, extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' } });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let site: LivePreviewSite;
let entries: CdaEntry[];
let assets: CdaAsset[];
/** The company facts rich text names by token ({{email.privacy}}). */
let facts: FactTokens;

test.beforeAll(async () => {
  // The server starts in seconds alone, in a minute on a busy machine.
  test.setTimeout(120_000);
  site = await startLivePreviewSite({ port: PORT, editor: EDITOR, secret: SECRET });
  ({ entries, assets, facts } = site);
});
test.afterAll(() => site?.stop());

const previewLink = (slug: string, region?: string) =>
  `${ORIGIN}/api/preview?secret=${SECRET}&slug=${encodeURIComponent(slug)}${region ? `&region=${region}` : ''}`;

for (const { slug, region } of CHECKED_PAGES) {
  test(`${slug}${region ? ` (${region})` : ''}: the SDK connects; every tag is real, every shown field tagged`, async ({
    page,
  }) => {
    const frame = await openEditor(page, EDITOR, previewLink(slug, region));
    const connected = (await received(page)).find((message) => message.method === 'CONNECTED');
    const tags = await tagsIn(frame);
    expect(tags.length).toBeGreaterThan(0);
    expect(connected?.taggedElementCount).toBe(tags.length);
    expect(connected?.locale).toBe('en-US');
    expect(tagProblems(entries, tags, await shownIn(frame), facts)).toEqual([]);
    if (region) {
      await expect(frame.locator('html')).toHaveAttribute('data-region', region);
    }
  });
}

test('the same check finds untagged texts on a visitor page, so it can fail', async ({ page }) => {
  await page.goto(`${ORIGIN}/about`);
  const shown = await shownIn(page.mainFrame());
  const problems = tagProblems(entries, await tagsIn(page.mainFrame()), shown, facts);
  expect(problems.filter((problem) => problem.startsWith('untagged: ')).length).toBeGreaterThan(5);
  expect(shown.untaggedImages.length).toBeGreaterThan(0);
  // It reads the header and the footer too: their links and the offices' phones and addresses.
  for (const field of ['loginUrl', 'social', 'appStoreUrl', 'systemStatusUrl']) {
    expect(problems).toContainEqual(
      expect.stringMatching(`^untagged link: site-settings.${field} `),
    );
  }
  expect(problems).toContainEqual(expect.stringMatching(/^untagged: site-settings.offices /));
  // A newsletter's email, in a sandboxed frame: the frame must carry the entry's email body.
  await page.goto(`${ORIGIN}/resources/newsletters/1`);
  const edition = await shownIn(page.mainFrame());
  expect(edition.frames.length).toBe(1);
  expect(tagProblems(entries, [], edition, facts)).toContainEqual(
    expect.stringMatching(/^untagged frame: newsletter-[\w-]+\.content /),
  );
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
  await watchBlock(frame, {
    id: block.sys.id,
    heading,
    paragraph,
    assetId: imageStem(assets, otherImage.sys.id),
  });
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
    .poll(async () => Object.keys(await seenAfterSend(page, frame)).length, { timeout: 5_000 })
    .toBe(3);
  const seen = await seenAfterSend(page, frame);
  console.log(
    `live preview: ${Object.entries(seen)
      .map(([change, after]) => `${change} ${after} ms`)
      .join(', ')} after the edit`,
  );
  for (const [change, after] of Object.entries(seen)) {
    expect(after, `${change} shown after`).toBeLessThanOrEqual(1000);
  }
  expect(await stillMarked(frame)).toBe(true);
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
  await markPage(frame);
  const title = 'Digital field logging, renamed as the editor types';
  await sendEdit(page, subscriptionOf(await received(page), post.sys.id), {
    ...post,
    fields: { ...post.fields, title },
  });
  await expect(frame.locator('h1')).toHaveText(title);
  await expect.poll(() => frame.url()).toBe(`${ORIGIN}/resources/blog/${slugify(title)}`);
  expect(await stillMarked(frame)).toBe(true);
});

test('a site settings edit shows in the header, main and the footer, in place', async ({
  page,
}) => {
  const settings = entries.find((entry) => entry.sys.id === 'site-settings');
  if (!settings) throw new Error('No site-settings entry');
  const frame = await openEditor(page, EDITOR, previewLink('/about'));
  await expect.poll(async () => subscriptionOf(await received(page), settings.sys.id)).toBeTruthy();
  await markPage(frame);
  const frameUrl = frame.url();
  const phone = '(02) 5550 9876';
  const [first, ...otherSocial] = settings.fields.social as Array<{ label: string; url: string }>;
  const offices = (settings.fields.offices as Array<{ countryCode: string }>).map((office) =>
    office.countryCode === 'AU' ? { ...office, phone } : office,
  );
  await sendEdit(page, subscriptionOf(await received(page), settings.sys.id), {
    ...settings,
    fields: {
      ...settings.fields,
      offices,
      social: [{ ...first, label: 'Edited' }, ...otherSocial],
    },
  });
  await expect(
    frame.locator('.site-footer a[data-contentful-field-id="social"]').first(),
  ).toHaveText('Edited');
  await expect(frame.locator('.site-header a[data-region-show="AU"]')).toContainText(phone);
  await expect(frame.locator('main [aria-label="Australia/Pacific office"]')).toContainText(phone);
  expect(await stillMarked(frame)).toBe(true);
  expect(frame.url()).toBe(frameUrl);
});

test("a download's words and cover, and a newsletter's email, change in place", async ({
  page,
}) => {
  const entry = (id: string) => entries.find((each) => each.sys.id === id) as CdaEntry;
  const download = entry('download-field-guide-soil-descriptions');
  const cover = entry('download-tablabs-overview').fields.image as { sys: { id: string } };
  const guide = previewLink('/resources/downloads/field-guide-to-soil-descriptions');
  let frame = await openEditor(page, EDITOR, guide);
  await expect.poll(async () => subscriptionOf(await received(page), download.sys.id)).toBeTruthy();
  await markPage(frame);
  const blurb = 'A blurb the editor is typing into the download right now.';
  await sendEdit(page, subscriptionOf(await received(page), download.sys.id), {
    ...download,
    fields: { ...download.fields, blurb, image: cover },
  });
  const shownBlurb = frame.locator('.download-detail [data-contentful-field-id="blurb"]');
  await expect(shownBlurb).toHaveText(blurb);
  await expect
    .poll(() => frame.locator('.download-detail__cover').innerHTML())
    .toContain(imageStem(assets, cover.sys.id));
  expect(await stillMarked(frame)).toBe(true);

  // The email is in a sandboxed frame, and the pointer over it is the email's: the editor points
  // at the caption of the figure tagged with the body, and an edit swaps the figure.
  const edition = entry('newsletter-2026-08');
  frame = await openEditor(page, EDITOR, previewLink('/resources/newsletters/1'));
  await expect.poll(async () => subscriptionOf(await received(page), edition.sys.id)).toBeTruthy();
  await markPage(frame);
  expect(await pointAt(page, frame.locator('figcaption'))).toMatchObject({
    attributes: { entryId: edition.sys.id, fieldId: 'content' },
    isCoveredByOtherElement: false,
  });
  const paragraph = 'A paragraph the editor is adding to this email.';
  const content = (edition.fields.content as string[]).map((body) =>
    body.replace(/(<body[^>]*>)/, `$1<p>${paragraph}</p>`),
  );
  await sendEdit(page, subscriptionOf(await received(page), edition.sys.id), {
    ...edition,
    fields: { ...edition.fields, content },
  });
  const figure = `figure[data-contentful-entry-id="${edition.sys.id}"]`;
  await expect(frame.locator(`${figure} iframe`)).toHaveAttribute('srcdoc', RegExp(paragraph));
  expect(await stillMarked(frame)).toBe(true);
});

test('visitors get none of it: no tag, SDK or preview client in any page or bundle; no framing', async () => {
  const built = previewMarksInBuild(clientDirFromEnv());
  expect(built.previewClient, 'the preview client entry is built').toBeTruthy();
  expect(built.visitorFiles).toBeGreaterThan(50);
  expect(built.offending).toEqual([]);

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
