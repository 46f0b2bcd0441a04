import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFilesOf } from '../site/site.ts';

// sirv lists the build's hashed assets once, at start; these disappear after that, as when a
// build was rewritten under a running server. Other files are looked up per request.
const clientDir = mkdtempSync(path.join(os.tmpdir(), 'file-errors-'));
let server: Server;
let origin = '';

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'app-1.js'), 'console.log(1);');
  writeFileSync(path.join(clientDir, 'assets', 'app-1.js.br'), 'not really brotli');
  writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\n');
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{}');
  const app = express();
  app.use(staticFilesOf(clientDir));
  app.use((_req, res) => res.status(404).send('fallback 404'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('a build file that vanishes after start', () => {
  it('is served while it is there, then answered 404 without taking the process down', async () => {
    const first = await fetch(`${origin}/assets/app-1.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('console.log(1);');

    rmSync(path.join(clientDir, 'assets', 'app-1.js.br'));
    rmSync(path.join(clientDir, 'robots.txt'));
    const brotli = await fetch(`${origin}/assets/app-1.js`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(brotli.status).toBe(404);
    expect(brotli.headers.get('content-encoding')).toBeNull();
    // Looked up when asked for: gone, it is no file at all and the site's 404 answers.
    const robots = await fetch(`${origin}/robots.txt`);
    expect(robots.status).toBe(404);
    expect(await robots.text()).toBe('fallback 404');

    // Still serving: the other encoding, and a path sirv never knew.
    const identity = await fetch(`${origin}/assets/app-1.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(identity.status).toBe(200);
    expect((await fetch(`${origin}/nope`)).status).toBe(404);
    expect(await (await fetch(`${origin}/nope`)).text()).toBe('fallback 404');
  });

  it('keeps the 304 and the headers of a file that is there', async () => {
    const response = await fetch(`${origin}/assets/app-1.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${origin}/assets/app-1.js`, {
      headers: { 'Accept-Encoding': 'identity', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('never serves a dot file, however the path is spelled', async () => {
    for (const urlPath of [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/x/../.vite/manifest.json',
    ]) {
      const response = await fetch(`${origin}${urlPath}`);
      expect(await response.text()).toBe('fallback 404');
    }
  });
});
