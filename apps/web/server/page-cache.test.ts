import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, loadPageCache, sendCachedPage } from './page-cache.ts';

const HTML = '<!doctype html><title>About</title><h1>About TabLogs</h1>';

let server: Server;
let origin = '';

beforeAll(async () => {
  const clientDir = await mkdtemp(path.join(tmpdir(), 'page-cache-'));
  await mkdir(path.join(clientDir, 'about'));
  await mkdir(path.join(clientDir, 'plain'));
  const about = path.join(clientDir, 'about/index.html');
  await writeFile(about, HTML);
  await writeFile(`${about}.br`, brotliCompressSync(HTML));
  await writeFile(`${about}.gz`, gzipSync(HTML));
  await writeFile(path.join(clientDir, 'plain/index.html'), HTML);
  const pages = await loadPageCache(clientDir, ['/about/index.html', '/plain/index.html']);
  server = createServer((req, res) => {
    const page = pages.get(`${req.url}/index.html`);
    if (page) sendCachedPage(req, res, page);
    else res.writeHead(404).end();
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
