import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from '../support/fixtures';

// Range requests to the production server (RFC 9110 §14, decision 0046), for the three ways it
// answers a file: a page (the page cache), a hashed asset (held in memory) and a file sirv serves
// from disk. Each request asks for the brotli copy where there is one: a range counts its bytes.

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<Raw>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

test('ranges of a page, a held hashed asset and a file from disk', async ({ request, baseURL }) => {
  const home = await (await request.get('/')).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0] as string;
  for (const path of ['/pricing/tablogs', asset, '/sitemap.xml']) {
    const url = `${baseURL}${path}`;
    const ask = (range?: string) =>
      getRaw(url, { 'accept-encoding': 'br', ...(range ? { range } : {}) });
    // Twice: the second is answered from memory where the server holds copies.
    await ask();
    const whole = await ask();
    expect(whole.status, path).toBe(200);
    const size = whole.body.length;
    expect(size, path).toBeGreaterThan(10);

    const suffix = await ask('bytes=-5');
    expect([suffix.status, suffix.headers['content-range']], path).toEqual([
      206,
      `bytes ${size - 5}-${size - 1}/${size}`,
    ]);
    expect(suffix.body.equals(whole.body.subarray(size - 5)), path).toBe(true);

    const middle = await ask('bytes=2-6');
    expect([middle.status, middle.headers['content-range']], path).toEqual([
      206,
      `bytes 2-6/${size}`,
    ]);
    expect(middle.body.equals(whole.body.subarray(2, 7)), path).toBe(true);

    const pastTheEnd = await ask('bytes=999999-');
    expect([pastTheEnd.status, pastTheEnd.headers['content-range']], path).toEqual([
      416,
      `bytes */${size}`,
    ]);
    expect(pastTheEnd.body.length, path).toBe(0);

    // Not a range this server reads: the whole file, as if no Range had been sent.
    for (const range of ['bytes=5-1', 'bytes=abc', 'items=0-5', 'bytes=0-1, 5-6']) {
      const ignored = await ask(range);
      expect([ignored.status, ignored.headers['content-range']], `${path} ${range}`).toEqual([
        200,
        undefined,
      ]);
      expect(ignored.body.length, `${path} ${range}`).toBe(size);
    }
  }
});
