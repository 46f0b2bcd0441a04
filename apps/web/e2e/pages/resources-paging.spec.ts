import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CdaServer, embeddedCdaContent, startCdaServer } from '@tablogs/content/testing';
import { appDir, startProductionServer, stopServer } from '../../scripts/production-server.mjs';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { sendPublishWebhook } from '../support/publish-webhook';

// Paged resource lists, the feed's item limit and title-path redirects (decision 0038), on the
// production server: first over the built site (six posts: one page), then over a blog grown to
// 36 posts, published through a local stand-in for Contentful's Delivery API the way an editor's
// publish arrives (decision 0005), so the numbered pages come from the same render path.

/**
 * The served HTML's canonical and rel=prev/next links and <title> (the browser may drop the
 * canonical link once the visitor's region is known, decision 0017).
 */
async function headLinks(url: string) {
  const html = await (await fetch(url)).text();
  const link = (rel: string) =>
    new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1] ?? null;
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: link('canonical'),
    prev: link('prev'),
    next: link('next'),
  };
}

const SPT_SLUG = 'getting-more-from-spt-data-n60-energy-corrections-refusal-and-what-to-record';
const SPT_TITLE = 'Getting More from SPT Data: N60, Energy Corrections, Refusal and What to Record';

/** `<link>`s of the feed's items, in document order. */
function feedItemLinks(xml: string): string[] {
  return [...xml.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map(
    (match) => match[1] as string,
  );
}

/** `<pubDate>`s of the feed's items as times, in document order. */
function feedItemDates(xml: string): number[] {
  return [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((match) =>
    Date.parse(match[1] as string),
  );
}

test.describe('the built site (six posts)', () => {
  test('lists fit on one page: no pager, no page 2', async ({ page, request, visit }) => {
    for (const list of ['/resources/blog', '/resources/newsletters', '/resources/downloads']) {
      await visit(list, { a11y: false });
      await expect(page.locator('nav.list-pager')).toHaveCount(0);
      await expect(page.locator('head link[rel="next"], head link[rel="prev"]')).toHaveCount(0);
      expect((await request.get(`${list}/page/2`, { maxRedirects: 0 })).status()).toBe(404);
    }
  });

  test('page 1 of a list answers 301 to the list itself', async ({ request }) => {
    const response = await request.get('/resources/blog/page/1?from=x', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/resources/blog?from=x');
  });

  test('a post title path answers 301 to the slug URL, encoded or as typed, GET and HEAD', async ({
    request,
  }) => {
    for (const encode of [encodeURIComponent, encodeURI]) {
      const url = `/resources/blog/${encode(SPT_TITLE)}?utm=rss`;
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await request.fetch(url, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${url}`).toBe(301);
        expect(response.headers().location).toBe(`/resources/blog/${SPT_SLUG}?utm=rss`);
      }
    }
    const download = await request.get(
      `/resources/downloads/${encodeURIComponent('Switching Logging Tools: A Migration Checklist')}`,
      { maxRedirects: 0 },
    );
    expect(download.status()).toBe(301);
    expect(download.headers().location).toBe(
      '/resources/downloads/switching-logging-tools-a-migration-checklist',
    );
  });
});

const PORT = Number(process.env.PAGING_E2E_PORT ?? 4414);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The site URL of canonical links: SITE_URL's default (the server runs without one). */
const SITE = 'https://www.tablogs.com';
const SECRET = 'Pq8vZ2mT6xWb4LnR9sKd3HfJ7cYa5QeU1oIg0nBt8VyXw2KpM6jD4rSh3LuC9aEf';
const SPACE = 'pagingspace';
const TOKEN = 'e2e-paging-token';
const EXTRA_POSTS = 30;
/** Publishing renders every page again; leave room for a busy 2-core CI host. */
const LIVE_WITHIN_MS = 4 * 60_000;

test.describe('a blog grown to 36 posts', () => {
  test.describe.configure({ mode: 'serial', timeout: LIVE_WITHIN_MS + 60_000 });
  test.use({ baseURL: ORIGIN });

  let standIn: CdaServer;
  let server: Awaited<ReturnType<typeof startProductionServer>>;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(LIVE_WITHIN_MS + 60_000);
    const { entries, assets } = await embeddedCdaContent();
    const model = entries.find((entry) => entry.sys.contentType?.sys.id === 'blog');
    if (!model) throw new Error('The embedded content has no blog post to copy');
    // Older than every embedded post and ordered after them: "Field note 01" is the newest extra.
    const extra = Array.from({ length: EXTRA_POSTS }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      return {
        ...model,
        sys: { ...model.sys, id: `blog-field-note-${n}` },
        fields: {
          ...model.fields,
          title: `Field note ${n}: logging in the rain`,
          date: new Date(Date.UTC(2024, 11, 31 - i)).toISOString().slice(0, 10),
          order: 1_000 + i,
        },
      };
    });
    standIn = await startCdaServer({
      space: SPACE,
      token: TOKEN,
      entries: [...entries, ...extra],
      assets,
    });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'paging-e2e-'));
    server = await startProductionServer({
      port: PORT,
      env: {
        DATA_DIR: dataDir,
        CONTENTFUL_WEBHOOK_SECRET: SECRET,
        CONTENTFUL_SPACE_ID: SPACE,
        CONTENTFUL_DELIVERY_TOKEN: TOKEN,
        CONTENTFUL_HOST: standIn.host,
        CONTENTFUL_INSECURE: 'true',
      },
    });
    const accepted = await sendPublishWebhook(ORIGIN, {
      secret: SECRET,
      entryId: 'blog-field-note-01',
      timestamp: Date.now(),
    });
    expect(accepted.status).toBe(202);
    const started = Date.now();
    while (Date.now() - started < LIVE_WITHIN_MS) {
      if ((await fetch(`${ORIGIN}/resources/blog/page/2`)).status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('The grown blog did not go live');
  });

  test.afterAll(async () => {
    if (server) await stopServer(server.child, 'SIGTERM');
    await standIn?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (server) {
      rmSync(path.join(appDir, 'build-releases', String(server.child.pid)), {
        recursive: true,
        force: true,
      });
    }
  });

  test('the blog pages 12 posts at a time behind plain links, each page its own title and canonical', async ({
    page,
  }) => {
    // 36 posts: the newest featured, 35 listed → pages 1 and 2 of 12, page 3 of 11.
    await page.goto('/resources/blog');
    await expect(page.locator('.featured-card')).toHaveCount(1);
    await expect(page.locator('.post-card')).toHaveCount(12);
    await expect(page).toHaveTitle('Blog | TabLogs');
    const blog = `${SITE}/resources/blog`;
    expect(await headLinks(`${ORIGIN}/resources/blog`)).toEqual({
      title: 'Blog | TabLogs',
      canonical: blog,
      prev: null,
      next: `${blog}/page/2`,
    });
    expect(await headLinks(`${ORIGIN}/resources/blog/page/2`)).toEqual({
      title: 'Blog – page 2 of 3 | TabLogs',
      canonical: `${blog}/page/2`,
      prev: blog,
      next: `${blog}/page/3`,
    });
    expect(await headLinks(`${ORIGIN}/resources/blog/page/3`)).toEqual({
      title: 'Blog – page 3 of 3 | TabLogs',
      canonical: `${blog}/page/3`,
      prev: `${blog}/page/2`,
      next: null,
    });
    const pager = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 1');
    await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/resources/blog/page/3',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL('/resources/blog/page/2');
    await expect(page).toHaveTitle('Blog – page 2 of 3 | TabLogs');
    await expect(page.locator('.featured-card')).toHaveCount(0);
    await expect(page.locator('.post-card')).toHaveCount(12);
    await page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('link', { name: 'Page 3' })
      .click();
    await expect(page).toHaveURL('/resources/blog/page/3');
    await expect(page.locator('.post-card')).toHaveCount(11);
    await expect(
      page.getByRole('link', { name: 'Field note 30: logging in the rain', exact: true }),
    ).toBeVisible();
    expect((await fetch(`${ORIGIN}/resources/blog/page/4`)).status).toBe(404);
  });

  test('the pages work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: ORIGIN, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources/blog/page/3');
    await page.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL('/resources/blog');
    await expect(page.locator('.post-card')).toHaveCount(12);
    await context.close();
  });

  test('the sitemap lists every page of the blog', async () => {
    const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/resources\/blog<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/resources\/blog\/page\/2<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/resources\/blog\/page\/3<\/loc>/);
    expect(sitemap).not.toMatch(/\/page\/(1|4)<\/loc>/);
  });

  test('the feed carries the latest 20 posts, newest first', async () => {
    const xml = await (await fetch(`${ORIGIN}/resources/blog/rss.xml`)).text();
    expect(feedItemLinks(xml)).toHaveLength(20);
    const dates = feedItemDates(xml);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The six embedded posts (2025–2026) come first, then the newest field notes.
    expect(feedItemLinks(xml).at(-1)).toMatch(/field-note-14-logging-in-the-rain$/);
  });

  test('a published post title path answers 301 to its slug URL', async () => {
    const response = await fetch(
      `${ORIGIN}/resources/blog/${encodeURIComponent('Field note 07: logging in the rain')}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(
      '/resources/blog/field-note-07-logging-in-the-rain',
    );
  });
});
