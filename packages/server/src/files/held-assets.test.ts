import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HeldAssets, holdAssets } from './held-assets.ts';

// Held assets must be indistinguishable from sirv on the same files (site.ts's options), while
// answering from memory once a copy is read; whatever they leave, sirv answers.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `export const answer = ${'42 + '.repeat(200)}0;\n`;

let dir = '';
const servers: Server[] = [];
let held: HeldAssets;
let tiny: HeldAssets;
let heldOrigin = '';
let tinyOrigin = '';
let sirvOrigin = '';

function sirvOf(assetsDir: string) {
  return sirv(assetsDir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
  });
}

async function listen(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A server answering from `assets` when it can and through sirv otherwise, as the site does. */
function heldThenSirv(assets: HeldAssets) {
  const files = sirvOf(dir);
  return listen((req, res) => {
    const name = (req.url ?? '/').slice(1);
    if (assets.send(req, res, name, () => res.setHeader('X-Answered', 'memory'))) return;
    files(req, res, () => void res.writeHead(404).end());
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'held-assets-'));
  await writeFile(path.join(dir, 'entry-abc.js'), SCRIPT);
  await writeFile(path.join(dir, 'entry-abc.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, 'entry-abc.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dir, 'site-def.css'), 'body{margin:0}');
  await writeFile(path.join(dir, 'module-ghi.wasm'), Buffer.from([0, 97, 115, 109]));
  held = await holdAssets(dir, IMMUTABLE);
  tiny = await holdAssets(dir, IMMUTABLE, 10);
  heldOrigin = await heldThenSirv(held);
  tinyOrigin = await heldThenSirv(tiny);
  const files = sirvOf(dir);
  sirvOrigin = await listen((req, res) => files(req, res, () => void res.writeHead(404).end()));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string>; body: string; memory: boolean };

async function get(
  origin: string,
  name: string,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  const response = await fetch(`${origin}/${name}`, { method, headers });
  const all = Object.fromEntries(response.headers);
  const memory = all['x-answered'] === 'memory';
  for (const header of ['date', 'connection', 'keep-alive', 'x-answered']) delete all[header];
  const body = Buffer.from(await response.arrayBuffer()).toString('base64');
  return { status: response.status, headers: all, body, memory } satisfies Answer;
}

/** Asks twice (the first read fills memory) and waits for the read in between. */
async function answeredTwice(name: string, headers: Record<string, string>, method = 'GET') {
  await get(heldOrigin, name, headers, method);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return get(heldOrigin, name, headers, method);
}

describe('holdAssets', () => {
  const encodings = ['br', 'gzip, deflate, br', 'gzip', 'identity', ''];
  for (const accept of encodings) {
    it(`answers from memory exactly as sirv does, Accept-Encoding ${JSON.stringify(accept)}`, async () => {
      // fetch decodes, so the raw headers say which copy was sent: the body is compared decoded.
      const headers = { 'accept-encoding': accept };
      const fromMemory = await answeredTwice('entry-abc.js', headers);
      expect(fromMemory.memory).toBe(true);
      const { memory: _, ...answer } = fromMemory;
      const { memory: __, ...expected } = await get(sirvOrigin, 'entry-abc.js', headers);
      expect(answer).toEqual(expected);
      expect(Buffer.from(answer.body, 'base64').toString()).toBe(SCRIPT);
    });
  }

  it('answers a current ETag with the same 304 as sirv, and HEAD with the same headers', async () => {
    const headers = { 'accept-encoding': 'br' };
    const etag = (await answeredTwice('entry-abc.js', headers)).headers.etag as string;
    const revalidating = { ...headers, 'if-none-match': etag };
    const notModified = await get(heldOrigin, 'entry-abc.js', revalidating);
    expect(notModified.status).toBe(304);
    expect(notModified.memory).toBe(true);
    expect({ ...notModified, memory: false }).toEqual(
      await get(sirvOrigin, 'entry-abc.js', revalidating),
    );
    const head = await answeredTwice('site-def.css', {}, 'HEAD');
    expect(head.memory).toBe(true);
    expect({ ...head, memory: false }).toEqual(await get(sirvOrigin, 'site-def.css', {}, 'HEAD'));
    expect(head.headers['content-type']).toBe('text/css');
  });

  it('answers a range from memory with the bytes and headers sirv sends for it', async () => {
    // The plain copy: fetch would try to decode part of a compressed one. Ranges sirv itself
    // reads wrong are in byte-ranges.test.ts.
    const range = { range: 'bytes=0-9', 'accept-encoding': 'identity' };
    const partial = await answeredTwice('entry-abc.js', range);
    expect(partial.memory).toBe(true);
    expect(partial.status).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-9/${SCRIPT.length}`);
    expect({ ...partial, memory: false }).toEqual(await get(sirvOrigin, 'entry-abc.js', range));
  });

  it('leaves unlisted types, unknown names and copies past the budget to sirv', async () => {
    expect((await answeredTwice('module-ghi.wasm', {})).memory).toBe(false);
    expect((await answeredTwice('missing-jkl.js', {})).status).toBe(404);

    const overBudget = await get(tinyOrigin, 'entry-abc.js', { 'accept-encoding': 'br' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await get(tinyOrigin, 'entry-abc.js', { 'accept-encoding': 'br' });
    expect(again.memory).toBe(false);
    expect(again).toEqual(overBudget);
    expect(tiny.stats()).toEqual({ copies: 0, bytes: 0 });
    expect(held.stats().copies).toBeGreaterThan(0);
  });
});
