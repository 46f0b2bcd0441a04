import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { expect, test } from '../support/fixtures';

// Pages the cache holds and hashed assets are answered without Express (packages/server/src/files/direct-files.ts,
// decision 0044); everything else goes through it. A page asked for in absolute form (`GET
// http://host/about`) and an asset whose name is percent-encoded (`%2Ejs`) are always left to
// Express, so they show what Express answers for the same file: both answers must be the same,
// header for header and byte for byte.

type Answer = { status: number; headers: Record<string, string>; bodyHash: string };

/** The headers that differ between any two answers (a new request id, the clock). */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

/** One HTTP/1.1 request over a fresh socket, with `target` sent exactly as given. */
function rawGet(port: number, target: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = raw.subarray(0, split).toString('latin1').split('\r\n');
      const entries = lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
      });
      const body = raw.subarray(split + 4);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: Object.fromEntries(entries.filter(([name]) => !PER_RESPONSE.has(name))),
        bodyHash: createHash('sha256').update(body).digest('hex'),
      });
    });
    const lines = Object.entries({ Host: `127.0.0.1:${port}`, ...headers, Connection: 'close' });
    socket.write(
      `GET ${target} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`,
    );
  });
}

test('a held page, a 304 and a hashed asset answered directly match what Express answers', async ({
  request,
  baseURL,
}) => {
  const port = Number(new URL(baseURL as string).port);
  const home = await (await request.get('/')).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0] as string;
  const brotli = { 'Accept-Encoding': 'br' };
  const absolute = (path: string) => `http://127.0.0.1:${port}${path}`;
  for (const [path, headers, viaExpress] of [
    ['/', brotli, absolute('/')],
    ['/about', brotli, absolute('/about')],
    ['/pricing/tablogs?utm_source=e2e', {}, absolute('/pricing/tablogs?utm_source=e2e')],
    [asset, brotli, asset.replace(/\.js$/, '%2Ejs')],
  ] as const) {
    // The first request fills the page cache: the second is answered directly.
    await rawGet(port, path, headers);
    const direct = await rawGet(port, path, headers);
    expect(direct.status, path).toBe(200);
    expect(direct, path).toEqual(await rawGet(port, viaExpress, headers));

    const revalidating = { ...headers, 'If-None-Match': direct.headers.etag as string };
    const notModified = await rawGet(port, path, revalidating);
    expect(notModified.status, path).toBe(304);
    expect(notModified, path).toEqual(await rawGet(port, viaExpress, revalidating));
  }
  // The answer is the page itself, not an empty or stub body.
  const about = await rawGet(port, '/about', {});
  expect(about.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
  const page = await request.get('/about');
  expect(about.bodyHash).toBe(
    createHash('sha256')
      .update(await page.body())
      .digest('hex'),
  );
});
