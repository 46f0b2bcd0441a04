import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedSource, embeddedDir } from '../sources/embedded';
import { createContent } from './content';
import {
  FRAGMENT_FACT,
  factHashes,
  factKey,
  readForFragment,
  recordContentReads,
  recordPageReads,
  setContentReadsSink,
  withReadsTracked,
} from './content-reads';

// A publish renders a page again only when a fact it read hashes differently (decision 0041).
// These run the real content API over two copies of the embedded content: as built, and with one
// post edited.
const copies: string[] = [];

function contentCopy(edit?: (posts: Array<{ fields: Record<string, unknown> }>) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-reads-'));
  copies.push(dir);
  cpSync(embeddedDir, dir, { recursive: true });
  if (edit) {
    const file = path.join(dir, 'entries', 'blog.json');
    const posts = JSON.parse(readFileSync(file, 'utf8'));
    edit(posts);
    writeFileSync(file, JSON.stringify(posts));
  }
  return withReadsTracked(createContent(createEmbeddedSource(dir)));
}

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('recordContentReads', () => {
  it('records each call of the content API with its arguments, not the calls it makes inside', async () => {
    const content = contentCopy();
    const [newest] = await content.blogPosts();
    const { reads } = await recordContentReads(async () => {
      await content.blogPost(String(newest?.slug));
      await content.blogPostSummaries(0, 5);
      await content.features(undefined, 'app');
    });
    expect([...reads.facts.keys()].sort()).toEqual(
      [
        `blogPost[${JSON.stringify(newest?.slug)}]`,
        'blogPostSummaries[0,5]',
        'features[{"$undefined":true},"app"]',
      ].sort(),
    );
    expect(reads.opaque).toBeNull();
  });

  it('records nothing outside a recording, and each recording only its own reads', async () => {
    const content = contentCopy();
    await content.faqs();
    const [first, second] = await Promise.all([
      recordContentReads(() => content.faqs()),
      recordContentReads(() => content.team()),
    ]);
    expect([...first.reads.facts.keys()]).toEqual(['faqs[]']);
    expect([...second.reads.facts.keys()]).toEqual(['team[]']);
  });

  it('records what a page reads for a shared fragment as fragment facts, asked again alike', async () => {
    const content = contentCopy();
    const { result, reads } = await recordContentReads(async () => {
      const newest = await readForFragment(() => content.blogPostSummaries(0, 5));
      await content.faqs();
      return newest;
    });
    expect(result.length).toBeGreaterThan(0);
    expect([...reads.facts.keys()]).toEqual([`${FRAGMENT_FACT}blogPostSummaries[0,5]`, 'faqs[]']);
    const again = await factHashes(contentCopy(), reads.facts.keys());
    expect(again).toEqual(Object.fromEntries(reads.facts));
    const retitled = await factHashes(
      contentCopy((posts) => {
        for (const post of posts) post.fields.title = `${post.fields.title} (edited)`;
      }),
      reads.facts.keys(),
    );
    expect(retitled[`${FRAGMENT_FACT}blogPostSummaries[0,5]`]).not.toBe(
      reads.facts.get(`${FRAGMENT_FACT}blogPostSummaries[0,5]`),
    );
  });

  it('marks a page opaque when it reads the raw source', async () => {
    const content = contentCopy();
    const { reads } = await recordContentReads(async () => content.source.getEntries('faqs'));
    expect(reads.opaque).toMatch(/source/);
  });

  it('hands a page its reads through the sink, once, keyed by the page', async () => {
    const content = contentCopy();
    const seen: Array<[string, string[]]> = [];
    setContentReadsSink((urlPath, reads) => seen.push([urlPath, [...reads.facts.keys()]]));
    try {
      await recordPageReads('/resources/faqs', () => content.faqs());
    } finally {
      setContentReadsSink(null);
    }
    await recordPageReads('/resources/faqs', () => content.faqs());
    expect(seen).toEqual([['/resources/faqs', ['faqs[]']]]);
  });
});

describe('factHashes', () => {
  it('changes for the facts an edit touches and for no other', async () => {
    const built = contentCopy();
    const edited = contentCopy((posts) => {
      const oldest = posts.at(-1);
      if (oldest) oldest.fields.content2 = '<p>One word fixed.</p>';
    });
    const posts = await built.blogPosts();
    const oldest = posts.at(-1);
    const keys = [
      `blogPost[${JSON.stringify(oldest?.slug)}]`,
      `blogPost[${JSON.stringify(posts[0]?.slug)}]`,
      'blogPosts[]',
      'blogPostSummaries[0,5]',
      'blogPostCount[]',
      'siteSettings[]',
    ];
    const before = await factHashes(built, keys);
    const after = await factHashes(edited, keys);
    const changed = keys.filter((key) => before[key] !== after[key]);
    expect(changed).toEqual([keys[0], 'blogPosts[]']);
  });

  it('leaves out a fact it cannot ask, so its pages are rendered', async () => {
    const content = contentCopy();
    const hashes = await factHashes(content, ['noSuchMethod[]', 'source[]', 'faqs[]']);
    expect(Object.keys(hashes)).toEqual(['faqs[]']);
  });
});

describe('factKey', () => {
  it('refuses arguments that would not come back the same from JSON', () => {
    expect(factKey('blogPost', ['a-slug'])).toBe('blogPost["a-slug"]');
    expect(factKey('x', [{ a: 1 }])).toBeNull();
    expect(factKey('x', [() => 1])).toBeNull();
  });
});
