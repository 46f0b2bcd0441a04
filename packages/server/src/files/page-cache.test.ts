import * as fsPromises from 'node:fs/promises';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageEtag, writePageEtags } from '../site/finish-pages.ts';
import { acceptsEncoding, createPageCache, type PageCache, sendCachedPage } from './page-cache.ts';

// Counts the cache's disk reads without changing them.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, readFile: vi.fn(actual.readFile) };
});
const readFileSpy = vi.mocked(fsPromises.readFile);
const pageReads = (file: string) =>
  readFileSpy.mock.calls.filter(([name]) => String(name).endsWith(file)).length;

const HTML = '<!doctype html><title>About</title><h1>About TabLogs</h1>';

let server: Server;
let origin = '';
let clientDir = '';
let cache: PageCache;

/** Writes `/<name>/index.html` (and its compressed copies) and returns its page key. */
async function writePage(dir: string, name: string, html: string, compressed = true) {
  await mkdir(path.join(dir, name), { recursive: true });
  const file = path.join(dir, name, 'index.html');
  await writeFile(file, html);
  if (compressed) {
    await writeFile(`${file}.br`, brotliCompressSync(html));
    await writeFile(`${file}.gz`, gzipSync(html));
  }
  return `/${name}/index.html`;
}

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'page-cache-'));
  const pages = [
    await writePage(clientDir, 'about', HTML),
    await writePage(clientDir, 'plain', HTML, false),
    await writePage(clientDir, 'gone', HTML),
    await writePage(clientDir, 'unreadable', HTML),
  ];
  cache = createPageCache(clientDir, new Map(pages.map((page) => [page, pageEtag(HTML)])));
  server = createServer((req, res) => {
    const sent = sendCachedPage(req, res, cache, `${req.url}/index.html`, (error) => {
      res.writeHead(error.code === 'ENOENT' ? 404 : 500).end(error.code);
    });
    if (!sent) res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(() => new Promise((resolve) => server.close(() => resolve(undefined))));

const get = (urlPath: string, headers: Record<string, string>, method: string = 'GET') =>
  fetch(`${origin}${urlPath}`, { headers, method });

describe('sendCachedPage', () => {
  it('sends brotli when accepted, then gzip, then the plain page, with one weak ETag', async () => {
    const br = await get('/about', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await br.text()).toBe(HTML); // fetch decodes br

    const gz = await get('/about', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/about', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(HTML)));
    expect(await plain.text()).toBe(HTML);
    expect(new Set([br, gz, plain].map((r) => r.headers.get('etag'))).size).toBe(1);
    expect(br.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
  });

  it('answers 304 with no body when the client copy is current, in either ETag form', async () => {
    const first = await get('/about', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    for (const tag of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`]) {
      const again = await get('/about', { 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    expect((await get('/about', { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('answers HEAD with the headers only, and serves a page that has no compressed copies', async () => {
    const head = await get('/about', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const plain = await get('/plain', { 'accept-encoding': 'br, gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(HTML);
  });

  it('answers a 304 from the ETag table without reading the page', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-cache-304-'));
    const page = await writePage(dir, 'cold', HTML);
    const cold = createPageCache(dir, new Map([[page, pageEtag(HTML)]]));
    readFileSpy.mockClear();
    const res = await answer(cold, page, { 'if-none-match': pageEtag(HTML) });
    expect(res.statusCode).toBe(304);
    expect(readFileSpy).not.toHaveBeenCalled();
    expect(cold.stats().copies).toBe(0);
  });

  it('gives a page deleted from disk the caller’s 404, another read error its 500, and serves on', async () => {
    await rm(path.join(clientDir, 'gone'), { recursive: true });
    const gone = await get('/gone', { 'accept-encoding': 'br' });
    expect(gone.status).toBe(404);
    expect(gone.headers.get('etag')).toBeNull();
    // A directory where the page file was: EISDIR, not "gone".
    await rm(path.join(clientDir, 'unreadable', 'index.html'));
    await mkdir(path.join(clientDir, 'unreadable', 'index.html'));
    expect((await get('/unreadable', { 'accept-encoding': 'identity' })).status).toBe(500);
    expect((await get('/about', {})).status).toBe(200);
    expect((await get('/nowhere', {})).status).toBe(404);
  });
});

describe('createPageCache', () => {
  it('keeps the most recently used copies within its byte budget', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-cache-lru-'));
    const html = (name: string) => `<!doctype html><title>${name}</title>${'x'.repeat(1000)}`;
    const [a, b, c] = [
      await writePage(dir, 'a', html('a'), false),
      await writePage(dir, 'b', html('b'), false),
      await writePage(dir, 'c', html('c'), false),
    ] as [string, string, string];
    const size = Buffer.byteLength(html('a'));
    const lru = createPageCache(dir, new Map([a, b, c].map((p) => [p, 'W/"x"'])), 2 * size);
    await lru.load(a, 'identity');
    await lru.load(b, 'identity');
    lru.held(a, 'identity'); // a is now more recent than b
    await lru.load(c, 'identity');
    expect(lru.stats()).toEqual({ copies: 2, bytes: 2 * size, maxBytes: 2 * size });
    expect(lru.held(a, 'identity')).toBeDefined();
    expect(lru.held(b, 'identity')).toBeUndefined();
    expect(lru.held(c, 'identity')?.toString()).toBe(html('c'));
    // A page without compressed copies: their absence is held too (no read per request), free.
    expect(await lru.load(a, 'br')).toBeNull();
    expect(lru.held(a, 'br')).toBeNull();
    expect(lru.stats().bytes).toBe(2 * size);
  });

  it('serves a copy larger than the whole budget without keeping it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-cache-big-'));
    const small = await writePage(dir, 'small', HTML, false);
    const big = await writePage(dir, 'big', `<!doctype html>${'y'.repeat(5000)}`);
    const tight = createPageCache(
      dir,
      new Map([small, big].map((p) => [p, 'W/"x"'])),
      Buffer.byteLength(HTML),
    );
    await tight.load(small, 'identity');
    const res = await answer(tight, big, { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(5015);
    expect(tight.held(big, 'identity')).toBeUndefined();
    // Nothing was evicted to make room for it.
    expect(tight.held(small, 'identity')).toBeDefined();
  });

  it('reads a page once for misses that arrive together', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-cache-shared-'));
    const page = await writePage(dir, 'shared', HTML);
    const shared = createPageCache(dir, new Map([[page, pageEtag(HTML)]]));
    readFileSpy.mockClear();
    const loads = await Promise.all([1, 2, 3].map(() => shared.load(page, 'br')));
    expect(new Set(loads).size).toBe(1);
    expect(pageReads('/shared/index.html.br')).toBe(1);
    await shared.load(page, 'br');
    expect(pageReads('/shared/index.html.br')).toBe(1);
    // Only the copy asked for is read.
    expect(pageReads('/shared/index.html')).toBe(0);
    const both = await Promise.all(
      [1, 2].map(() => answer(shared, page, { 'accept-encoding': 'gzip' })),
    );
    expect(both.map((res) => res.headers['content-encoding'])).toEqual(['gzip', 'gzip']);
    expect(pageReads('/shared/index.html.gz')).toBe(1);
  });

  it('does not keep a failed read: the next request tries the disk again', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'page-cache-retry-'));
    const key = '/later/index.html';
    const later = createPageCache(dir, new Map([[key, pageEtag(HTML)]]));
    await expect(later.load(key, 'identity')).rejects.toMatchObject({ code: 'ENOENT' });
    await writePage(dir, 'later', HTML);
    expect((await later.load(key, 'identity'))?.toString()).toBe(HTML);
  });
});

describe('writePageEtags', () => {
  it('writes every listed page’s ETag, reusing an earlier build’s for pages not rendered', async () => {
    const live = await mkdtemp(path.join(tmpdir(), 'page-etags-live-'));
    const next = await mkdtemp(path.join(tmpdir(), 'page-etags-next-'));
    for (const [dir, aboutHtml] of [
      [live, HTML],
      [next, `${HTML}<p>new</p>`],
    ] as const) {
      await writePage(path.join(dir, 'client'), 'about', aboutHtml, false);
      await writePage(path.join(dir, 'client'), 'kept', HTML, false);
      const hashes = { '/about/index.html': [], '/kept/index.html': [] };
      await writeFile(path.join(dir, 'csp-hashes.json'), JSON.stringify(hashes));
    }
    const liveEtags = await writePageEtags(live);
    expect(liveEtags).toEqual({
      '/about/index.html': pageEtag(HTML),
      '/kept/index.html': pageEtag(HTML),
    });
    expect(JSON.parse(await readFile(path.join(live, 'page-etags.json'), 'utf8'))).toEqual(
      liveEtags,
    );

    // A reused ETag is taken as written (here a marker), not computed from the page.
    await writeFile(
      path.join(live, 'page-etags.json'),
      JSON.stringify({ ...liveEtags, '/kept/index.html': 'W/"from-live"' }),
    );
    readFileSpy.mockClear();
    const nextEtags = await writePageEtags(next, {
      reuseFrom: live,
      rendered: new Set(['/about/index.html']),
    });
    expect(nextEtags).toEqual({
      '/about/index.html': pageEtag(`${HTML}<p>new</p>`),
      '/kept/index.html': 'W/"from-live"',
    });
    expect(pageReads('/kept/index.html')).toBe(0);

    // Without the earlier table, or without `rendered`, every page is read.
    expect(
      await writePageEtags(next, { reuseFrom: path.join(live, 'none'), rendered: new Set() }),
    ).toEqual({
      '/about/index.html': pageEtag(`${HTML}<p>new</p>`),
      '/kept/index.html': pageEtag(HTML),
    });
    expect((await writePageEtags(next, { reuseFrom: live }))['/kept/index.html']).toBe(
      pageEtag(HTML),
    );
  });
});

describe('acceptsEncoding', () => {
  it('reads codings, q-values and the wildcard', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('BR;Q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('*;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('*, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
  });
});

/** One request to `sendCachedPage` without a server: its status and headers once answered. */
function answer(pages: PageCache, file: string, headers: Record<string, string>) {
  return new Promise<{ statusCode: number; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const sent: Record<string, unknown> = {};
      const res = {
        statusCode: 200,
        setHeader: (name: string, value: unknown) => {
          sent[name.toLowerCase()] = value;
        },
        end: () => resolve({ statusCode: res.statusCode, headers: sent }),
      };
      const req = { method: 'GET', headers };
      const known = sendCachedPage(
        req as never,
        res as never,
        pages,
        file,
        reject as (error: Error) => void,
      );
      if (!known) reject(new Error(`${file} is not a page`));
    },
  );
}
