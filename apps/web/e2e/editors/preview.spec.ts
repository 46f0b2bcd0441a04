import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { slugify } from '@tablogs/content';
import { type CdaServer, embeddedCdaContent, startCdaServer } from '@tablogs/content/testing';
import { startProductionServer, stopServer } from '../../scripts/production-server.mjs';
import { expect, test, waitForHydration } from '../support/fixtures';

// Draft preview (issue 16) against the production server over the build, with a local stand-in
// for Contentful's Delivery and Preview APIs holding the embedded content. The pages' published
// HTML is the build's; with the preview cookie the server renders them from the Preview API, where
// one post has a draft paragraph and one post exists only as a draft.
const PORT = Number(process.env.PREVIEW_E2E_PORT ?? 4406);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECRET = 'e2e-preview-secret-0123456789';
const SPACE = 'previewspace';
const DELIVERY_TOKEN = 'e2e-delivery-token';
const PREVIEW_TOKEN = 'e2e-preview-token';

const EDITED_ID = 'blog-digital-field-logging';
const DRAFT_PARAGRAPH = 'This paragraph exists only in a draft that nobody has published.';
const DRAFT_ONLY_TITLE = 'A Post Written Today and Not Yet Published';
const DRAFT_ONLY_SLUG = slugify(DRAFT_ONLY_TITLE);

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let standIn: CdaServer;
let server: Awaited<ReturnType<typeof startProductionServer>>;
let dataDir: string;
let editedPath: string;

test.beforeAll(async () => {
  const { entries, assets } = await embeddedCdaContent();
  const edited = entries.find((entry) => entry.sys.id === EDITED_ID);
  if (!edited) throw new Error(`The embedded content has no ${EDITED_ID}`);
  editedPath = `/resources/blog/${slugify(String(edited.fields.title))}`;
  const draft = {
    ...edited,
    fields: { ...edited.fields, content2: `<p>${DRAFT_PARAGRAPH}</p>${edited.fields.content2}` },
  };
  const draftOnly = {
    ...edited,
    sys: { ...edited.sys, id: 'blog-draft-only' },
    fields: {
      ...edited.fields,
      title: DRAFT_ONLY_TITLE,
      date: '2099-01-01',
      content2: '<p>Only editors see this post.</p>',
    },
  };
  standIn = await startCdaServer({
    space: SPACE,
    token: DELIVERY_TOKEN,
    entries,
    assets,
    preview: { token: PREVIEW_TOKEN, drafts: [draft, draftOnly] },
  });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'preview-e2e-'));
  server = await startProductionServer({
    port: PORT,
    env: {
      DATA_DIR: dataDir,
      // X-Forwarded-Proto below stands for a TLS-terminating proxy on this machine.
      TRUST_PROXY: 'loopback',
      PREVIEW_SECRET: SECRET,
      CONTENTFUL_SPACE_ID: SPACE,
      CONTENTFUL_DELIVERY_TOKEN: DELIVERY_TOKEN,
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

const previewLink = (slug: string, secret = SECRET) =>
  `${ORIGIN}/api/preview?secret=${encodeURIComponent(secret)}&slug=${encodeURIComponent(slug)}`;
// A browser already holding the XSRF cookie gets no other Set-Cookie from a GET.
const withXsrf = { Cookie: 'XSRF-TOKEN=x' };

async function sessionCookie(): Promise<string> {
  const response = await fetch(previewLink('/'), { redirect: 'manual' });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tablogs_preview='));
  if (!cookie) throw new Error('No preview cookie');
  return `XSRF-TOKEN=x; ${cookie.split(';')[0]}`;
}

test('a wrong or missing secret gets 401 and no cookie; a foreign slug gets 400', async () => {
  for (const link of [previewLink('/', 'not-the-secret'), `${ORIGIN}/api/preview?slug=/`]) {
    const response = await fetch(link, { headers: withXsrf, redirect: 'manual' });
    expect(response.status, link).toBe(401);
    expect(response.headers.getSetCookie(), link).toEqual([]);
  }
  for (const slug of ['https://evil.example/', '//evil.example', '/\\evil.example', 'about']) {
    const response = await fetch(previewLink(slug), { headers: withXsrf, redirect: 'manual' });
    expect(response.status, slug).toBe(400);
    expect(response.headers.getSetCookie(), slug).toEqual([]);
  }
});

test('the secret sets an HttpOnly session cookie and redirects to the page', async () => {
  const response = await fetch(previewLink(`/resources/blog/${EDITED_ID}`), {
    headers: withXsrf,
    redirect: 'manual',
  });
  expect(response.status).toBe(307);
  expect(response.headers.get('location')).toBe(`/resources/blog/${EDITED_ID}`);
  const [cookie = ''] = response.headers.getSetCookie();
  expect(cookie).toMatch(/^tablogs_preview=[^;]+;/);
  expect(cookie).toContain('Path=/');
  expect(cookie).toContain('HttpOnly');
  // Plain http: browsers would drop SameSite=None without Secure.
  expect(cookie).toContain('SameSite=Lax');

  // Behind https (the proxy says so), as in Contentful's entry editor.
  const secure = await fetch(previewLink('/'), {
    headers: { ...withXsrf, 'X-Forwarded-Proto': 'https' },
    redirect: 'manual',
  });
  const [secureCookie = ''] = secure.headers.getSetCookie();
  for (const flag of ['HttpOnly', 'SameSite=None', 'Secure', 'Partitioned', 'Path=/']) {
    expect(secureCookie).toContain(flag);
  }
});

test('with the session, pages and their data come from the Preview API, uncached', async () => {
  const cookie = await sessionCookie();
  const before = standIn.previewRequests.length;
  const page = await fetch(`${ORIGIN}${editedPath}`, { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(DRAFT_PARAGRAPH);
  expect(standIn.previewRequests.length).toBeGreaterThan(before);
  expect(page.headers.get('cache-control')).toBe('private, no-store');
  expect(page.headers.get('x-robots-tag')).toBe('noindex');
  expect(page.headers.get('x-frame-options')).toBeNull();
  const policy = page.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("frame-ancestors 'self' https://app.contentful.com");
  // Scripts only by the hashes of this HTML's inline scripts (no 'unsafe-inline', no nonce).
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);

  const data = await fetch(`${ORIGIN}${editedPath}.data`, { headers: { Cookie: cookie } });
  expect(data.status).toBe(200);
  expect(await data.text()).toContain(DRAFT_PARAGRAPH);
  expect(data.headers.get('cache-control')).toBe('private, no-store');

  const head = await fetch(`${ORIGIN}${editedPath}`, {
    method: 'HEAD',
    headers: { Cookie: cookie },
  });
  expect(head.status).toBe(200);
  expect(head.headers.get('cache-control')).toBe('private, no-store');

  // A post that exists only as a draft has a page; an unknown path is still a 404.
  const draftOnly = `${ORIGIN}/resources/blog/${DRAFT_ONLY_SLUG}`;
  expect((await fetch(draftOnly, { headers: { Cookie: cookie } })).status).toBe(200);
  const unknown = await fetch(`${ORIGIN}/no-such-page`, { headers: { Cookie: cookie } });
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('preview-bar');
});

test('without a valid session the prerendered, published page is served', async () => {
  const before = standIn.previewRequests.length;
  for (const cookie of ['XSRF-TOKEN=x', 'tablogs_preview=1', 'tablogs_preview=99999999999.x']) {
    const response = await fetch(`${ORIGIN}${editedPath}`, { headers: { Cookie: cookie } });
    expect(response.status, cookie).toBe(200);
    expect(await response.text(), cookie).not.toContain(DRAFT_PARAGRAPH);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  }
  expect((await fetch(`${ORIGIN}/resources/blog/${DRAFT_ONLY_SLUG}`)).status).toBe(404);
  expect(standIn.previewRequests.length).toBe(before);
});

test('an editor previews a draft, browses drafts and exits back to the published site', async ({
  page,
  context,
  visit,
}) => {
  const response = await visit(previewLink(`/resources/blog/${EDITED_ID}`));
  await expect(page).toHaveURL(editedPath);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByText(DRAFT_PARAGRAPH)).toBeVisible();
  const bar = page.getByRole('region', { name: 'Preview' });
  await expect(bar).toBeVisible();

  // The exit is the first stop after the skip link.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('link', { name: 'Exit preview' })).toBeFocused();

  // Client navigation fetches the next page's data, also from the Preview API.
  await page.getByRole('link', { name: 'All articles' }).click();
  await expect(page).toHaveURL('/resources/blog');
  await page.getByRole('link', { name: `Read more: ${DRAFT_ONLY_TITLE}` }).click();
  await expect(page).toHaveURL(`/resources/blog/${DRAFT_ONLY_SLUG}`);
  await expect(page.getByText('Only editors see this post.')).toBeVisible();
  await expect(bar).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/resources/blog');
  // The address changes at once; the page (and its exit link) once the list's data is loaded.
  const exit = bar.getByRole('link', { name: 'Exit preview' });
  await expect(exit).toHaveAttribute(
    'href',
    `/api/preview/exit?slug=${encodeURIComponent('/resources/blog')}`,
  );
  await exit.click();
  await expect(page).toHaveURL('/resources/blog');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Read more: ${DRAFT_ONLY_TITLE}` })).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('tablogs_preview');

  await visit(editedPath);
  await expect(page.getByText(DRAFT_PARAGRAPH)).toHaveCount(0);
});

test('the preview bar passes axe in the dark theme too', async ({ page, visit }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await visit(previewLink('/'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
});

test('with PREVIEW_SECRET unset the preview endpoints answer 404', async () => {
  const plainDir = mkdtempSync(path.join(os.tmpdir(), 'preview-e2e-off-'));
  const plain = await startProductionServer({ port: PORT + 1, env: { DATA_DIR: plainDir } });
  try {
    for (const endpoint of [previewLink('/'), `${ORIGIN}/api/preview/exit?slug=/`]) {
      const url = endpoint.replace(ORIGIN, plain.origin);
      const answer = await fetch(url, { headers: withXsrf, redirect: 'manual' });
      expect(answer.status, url).toBe(404);
      expect(answer.headers.getSetCookie(), url).toEqual([]);
    }
  } finally {
    await stopServer(plain.child, 'SIGTERM');
    rmSync(plainDir, { recursive: true, force: true });
  }
});
