import { expect, test } from '../support/fixtures';

// What a CDN in front of the replicas may keep (README "Deploying"): hashed assets for a year,
// pages and their data only after revalidating, never the API, and no response it could cache
// carries a Set-Cookie (a CDN would refuse to cache it, or replay one visitor's cookie to all).
test('pages revalidate, assets are immutable, the API is never stored, pages set no cookie', async ({
  request,
}) => {
  for (const path of ['/', '/resources/faqs', '/resources/faqs.data', '/sitemap.xml']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    expect(response.headers()['set-cookie'], path).toBeUndefined();
    expect(response.headers().etag, path).toBeTruthy();
  }

  const home = await (await request.get('/')).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0] as string;
  expect((await request.get(asset)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );

  const token = await request.get('/api/xsrf-token');
  expect(token.status()).toBe(204);
  expect(token.headers()['cache-control']).toBe('no-store');
  expect(token.headers()['set-cookie']).toMatch(/^XSRF-TOKEN=/);
  for (const answer of [
    await request.get('/api/region'),
    await request.post('/api/internal/newsletter', { data: {} }),
    await request.get('/healthz'),
    await request.get('/no-such-page'),
  ]) {
    expect(answer.headers()['cache-control'], answer.url()).toMatch(/no-store/);
  }
});
