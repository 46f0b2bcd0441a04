import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get as httpGet, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFilesOf } from '../site/site.ts';
import { rangeAnswer } from './byte-ranges.ts';
import { holdAssets } from './held-assets.ts';
import { createPageCache, sendCachedPage } from './page-cache.ts';

// Every way the server answers a file reads Range the same way (RFC 9110 §14, decision 0046):
// pages from the page cache, hashed assets from memory, and what sirv serves from disk.

const request = (headers: Record<string, string>, method = 'GET') =>
  ({ method, headers }) as unknown as IncomingMessage;

describe('rangeAnswer', () => {
  const SIZE = 100;
  it.each([
    ['bytes=0-9', { status: 206, start: 0, end: 9 }],
    ['bytes=0-0', { status: 206, start: 0, end: 0 }],
    ['bytes=-5', { status: 206, start: 95, end: 99 }],
    ['bytes=-500', { status: 206, start: 0, end: 99 }],
    ['bytes=90-', { status: 206, start: 90, end: 99 }],
    ['bytes=90-999', { status: 206, start: 90, end: 99 }],
    ['Bytes=1-2', { status: 206, start: 1, end: 2 }],
    ['bytes=0-5, 3-9', { status: 206, start: 0, end: 9 }],
    ['bytes=999999-', { status: 416 }],
    ['bytes=100-', { status: 416 }],
    ['bytes=-0', { status: 416 }],
    ['bytes=5-1', { status: 200 }],
    ['bytes=abc', { status: 200 }],
    ['bytes=', { status: 200 }],
    ['bytes=1-2-3', { status: 200 }],
    ['items=0-5', { status: 200 }],
    ['0-5', { status: 200 }],
    ['bytes=0-1, 5-6', { status: 200 }],
  ])('%s of 100 bytes', (range, expected) => {
    expect(rangeAnswer(request({ range }), SIZE)).toEqual(expected);
  });

  it('ignores Range on HEAD and without a matching If-Range', () => {
    const range = 'bytes=0-9';
    const lastModified = 'Tue, 01 Dec 2026 10:00:00 GMT';
    const part = { status: 206, start: 0, end: 9 };
    expect(rangeAnswer(request({ range }, 'HEAD'), 100)).toEqual({ status: 200 });
    expect(rangeAnswer(request({ range, 'if-range': '"a"' }), 100, { etag: '"a"' })).toEqual(part);
    expect(rangeAnswer(request({ range, 'if-range': '"b"' }), 100, { etag: '"a"' })).toEqual({
      status: 200,
    });
    // A weak entity tag never matches (RFC 9110 §13.1.5).
    expect(rangeAnswer(request({ range, 'if-range': 'W/"a"' }), 100, { etag: 'W/"a"' })).toEqual({
      status: 200,
    });
    expect(
      rangeAnswer(request({ range, 'if-range': lastModified }), 100, { lastModified }),
    ).toEqual(part);
    expect(
      rangeAnswer(request({ range, 'if-range': 'Mon, 30 Nov 2026 10:00:00 GMT' }), 100, {
        lastModified,
      }),
    ).toEqual({ status: 200 });
  });
});

// A page (brotli copy), a held hashed asset and a file sirv serves, each 1,000 bytes or more.
const PAGE = `<!doctype html><p>${'page '.repeat(400)}</p>`;
const SCRIPT = `export const x = ${'1 + '.repeat(300)}0;\n`;
const SITEMAP = `<?xml version="1.0"?><urlset>${'<url/>'.repeat(200)}</urlset>\n`;
const PAGE_BR = brotliCompressSync(PAGE);

let dir = '';
let origin = '';
let server: Server;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'byte-ranges-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), PAGE);
  await writeFile(path.join(dir, 'index.html.br'), PAGE_BR);
  await writeFile(path.join(dir, 'assets', 'entry-abc.js'), SCRIPT);
  await writeFile(path.join(dir, 'sitemap.xml'), SITEMAP);
  const pages = createPageCache(dir, new Map([['/index.html', '"page-etag"']]));
  const assets = await holdAssets(path.join(dir, 'assets'), 'public, max-age=31536000, immutable');
  const files = staticFilesOf(dir);
  const fail = () => {
    throw new Error('unreadable');
  };
  server = createServer((req, res) => {
    if (req.url === '/') return void sendCachedPage(req, res, pages, '/index.html', fail);
    if (req.url?.startsWith('/assets/') && assets.send(req, res, req.url.slice(8), () => {})) {
      return;
    }
    files(req, res, () => void res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page cache and the held asset read their copies on the first request.
  await fetchRaw('/', { 'accept-encoding': 'br' });
  await fetchRaw('/assets/entry-abc.js', {});
  await new Promise((resolve) => setTimeout(resolve, 50));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

function fetchRaw(target: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
    (resolve, reject) => {
      httpGet(`${origin}${target}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    },
  );
}

describe.each([
  ['a page from the page cache (its brotli copy)', '/', PAGE_BR],
  ['a hashed asset held in memory', '/assets/entry-abc.js', Buffer.from(SCRIPT)],
  ['a file sirv serves', '/sitemap.xml', Buffer.from(SITEMAP)],
])('%s', (_, target, copy) => {
  const size = copy.length;
  const get = (range: string) => fetchRaw(target, { 'accept-encoding': 'br', range });

  it('answers a suffix range with the last bytes', async () => {
    const answer = await get('bytes=-5');
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(answer.body).toEqual(copy.subarray(size - 5));
  });

  it('answers a range past the end with 416 and the size', async () => {
    const answer = await get('bytes=999999-');
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${size}`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.length).toBe(0);
  });

  it('answers a range in the middle with those bytes', async () => {
    const answer = await get('bytes=10-19');
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(answer.headers['content-length']).toBe('10');
    expect(answer.body).toEqual(copy.subarray(10, 20));
  });

  it.each(['bytes=5-1', 'bytes=abc', 'items=0-5', 'bytes=0-1, 5-6'])(
    'ignores %s: the whole file',
    async (range) => {
      const answer = await get(range);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-range']).toBeUndefined();
      expect(answer.body).toEqual(copy);
    },
  );
});
