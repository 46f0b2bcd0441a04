import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache } from '../files/page-cache.ts';
import {
  fragmentHash,
  fragmentsIn,
  pagesToPlace,
  placeFragments,
  readPageFragments,
  writePageFragments,
} from './page-fragments.ts';

const aside = (titles: string[]) =>
  `<aside class="latest-articles" data-fragment="latest-articles"><h2>Latest articles</h2><ul>${titles
    .map((title) => `<li><h3>${title}</h3></li>`)
    .join('')}</ul></aside>`;
const page = (body: string, list: string) =>
  `<!doctype html><main><article>${body}</article>${list}</main><footer>f</footer>`;

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A build folder with `/<name>/index.html` for each page. */
async function buildWith(pages: Record<string, string>) {
  const buildDir = await mkdtemp(path.join(tmpdir(), 'page-fragments-'));
  dirs.push(buildDir);
  for (const [name, html] of Object.entries(pages)) {
    await mkdir(path.join(buildDir, 'client', name), { recursive: true });
    await writeFile(path.join(buildDir, 'client', name, 'index.html'), html);
  }
  return { buildDir, files: Object.keys(pages).map((name) => `/${name}/index.html`) };
}

describe('fragmentsIn and placeFragments', () => {
  it('finds a marked element whole and replaces only it', () => {
    const html = page('<p>body</p>', aside(['Old title', 'B']));
    const [found] = fragmentsIn(html);
    expect(found?.name).toBe('latest-articles');
    expect(html.slice(found?.start, found?.end)).toBe(aside(['Old title', 'B']));
    const placed = placeFragments(html, { 'latest-articles': aside(['New title', 'B']) });
    expect(placed).toBe(page('<p>body</p>', aside(['New title', 'B'])));
  });

  it('leaves a page without the fragment, or a fragment it has no markup for, as it is', () => {
    const html = page('<p>body</p>', '<aside class="latest-articles"><ul></ul></aside>');
    expect(placeFragments(html, { 'latest-articles': aside(['X']) })).toBe(html);
    const marked = page('', aside(['A']));
    expect(placeFragments(marked, {})).toBe(marked);
  });
});

describe('writePageFragments', () => {
  it('writes the markup and which pages show it, and fails when two pages disagree', async () => {
    const { buildDir, files } = await buildWith({
      one: page('1', aside(['A', 'B'])),
      two: page('2', aside(['A', 'B'])),
      newest: page('3', '<aside class="latest-articles"><ul></ul></aside>'),
    });
    const fragments = await writePageFragments(buildDir, files);
    expect(fragments).toEqual({ 'latest-articles': aside(['A', 'B']) });
    const written = await readPageFragments(buildDir);
    expect(Object.keys(written.pages).sort()).toEqual(['/one/index.html', '/two/index.html']);
    expect(pagesToPlace(written).size).toBe(0);

    const disagreeing = await buildWith({
      one: page('1', aside(['A', 'B'])),
      two: page('2', aside(['A', 'C'])),
    });
    await expect(writePageFragments(disagreeing.buildDir, disagreeing.files)).rejects.toThrow(
      /\/two\/index\.html shows the fragment latest-articles unlike \/one\/index\.html/,
    );
  });

  it('after a publish, kept pages holding the older fragment are placed into, with a new ETag', async () => {
    const live = await buildWith({
      one: page('1', aside(['Old', 'B'])),
      two: page('2', aside(['Old', 'B'])),
    });
    await writePageFragments(live.buildDir, live.files);
    // The publish rendered `two` only; `one` is kept as it was.
    const next = await buildWith({
      one: page('1', aside(['Old', 'B'])),
      two: page('2', aside(['New', 'B'])),
    });
    await writePageFragments(next.buildDir, next.files, {
      reuseFrom: live.buildDir,
      rendered: new Set(['/two/index.html']),
    });
    const written = await readPageFragments(next.buildDir);
    const toPlace = pagesToPlace(written);
    expect([...toPlace]).toEqual([['/one/index.html', fragmentHash(aside(['New', 'B']))]]);

    const cache = createPageCache(
      path.join(next.buildDir, 'client'),
      new Map(next.files.map((file) => [file, 'W/"x"'])),
      1024 * 1024,
      { pages: new Set(toPlace.keys()), place: (html) => placeFragments(html, written.fragments) },
    );
    const expected = page('1', aside(['New', 'B']));
    expect(String(await cache.load('/one/index.html', 'identity'))).toBe(expected);
    const br = (await cache.load('/one/index.html', 'br')) as Buffer;
    expect(brotliDecompressSync(br).toString()).toBe(expected);
    const gz = (await cache.load('/one/index.html', 'gzip')) as Buffer;
    expect(gunzipSync(gz).toString()).toBe(expected);
    // The file on disk is the kept one; the rendered page is served from its own file.
    expect(await readFile(path.join(next.buildDir, 'client/one/index.html'), 'utf8')).toContain(
      'Old',
    );
    expect(String(await cache.load('/two/index.html', 'identity'))).toBe(
      page('2', aside(['New', 'B'])),
    );
  });
});
