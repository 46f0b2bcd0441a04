import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../schema/content-types';
import { PREVIEW_PAGES, previewTableRows } from './preview-pages';
import { PLATFORM_NAME, setUpPreview } from './preview-setup';

// A local stand-in for the Management API's preview environments (GET, POST, PUT with
// X-Contentful-Version), enough for contentful-management's raw client.
type Call = { method: string; url: string; version?: string; body?: { name?: string } };
let calls: Call[] = [];
let stored: Array<{ sys: { id: string; version: number }; name: string }> = [];
let server: Server;
let host: string;

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await bodyOf(request);
    const body = text ? JSON.parse(text) : undefined;
    const version = request.headers['x-contentful-version'] as string | undefined;
    calls.push({ method: request.method ?? '', url: request.url ?? '', version, body });
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (request.headers.authorization !== 'Bearer management-token') {
      return json(401, { sys: { id: 'AccessTokenInvalid' } });
    }
    const collection = '/spaces/space1/preview_environments';
    if (request.method === 'GET' && request.url === collection) return json(200, { items: stored });
    if (request.method === 'POST' && request.url === collection) {
      const created = { ...body, sys: { id: 'env1', version: 1 } };
      stored.push(created);
      return json(201, created);
    }
    const found = stored.find((item) => request.url === `${collection}/${item.sys.id}`);
    if (request.method === 'PUT' && found) {
      if (Number(version) !== found.sys.version)
        return json(409, { sys: { id: 'VersionMismatch' } });
      Object.assign(found, body, { sys: { id: found.sys.id, version: found.sys.version + 1 } });
      return json(200, found);
    }
    return json(404, { sys: { id: 'NotFound' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls = [];
});

const options = () => ({
  space: 'space1',
  managementToken: 'management-token',
  siteUrl: 'https://www.tablogs.example/',
  previewSecret: 'a secret&with=specials',
  host,
  insecure: true,
});

describe('content:preview-setup', () => {
  it('prints what it would set without calling the API on a dry run', async () => {
    const result = await setUpPreview({ ...options(), dryRun: true });
    expect(result.action).toBe('dry-run');
    expect(calls).toEqual([]);
    expect(result.configurations.map((each) => each.contentType).sort()).toEqual(
      CONTENT_TYPES.map((type) => type.id).sort(),
    );
    const blog = result.configurations.find((each) => each.contentType === 'blog');
    expect(blog?.url).toBe(
      'https://www.tablogs.example/api/preview?secret=a%20secret%26with%3Dspecials&slug=/resources/blog/{entry.sys.id}',
    );
    const eu = result.configurations.find((each) => each.contentType === 'homePageEu');
    expect(eu?.url).toMatch(/slug=\/&region=EU$/);
  });

  it('creates the platform, then updates the same one with its version', async () => {
    stored = [];
    expect((await setUpPreview(options())).action).toBe('created');
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
    expect(calls[1]?.body?.name).toBe(PLATFORM_NAME);
    calls = [];
    expect((await setUpPreview(options())).action).toBe('updated');
    expect(calls.map((call) => [call.method, call.url, call.version])).toEqual([
      ['GET', '/spaces/space1/preview_environments', undefined],
      ['PUT', '/spaces/space1/preview_environments/env1', '1'],
    ]);
    expect(stored).toHaveLength(1);
  });

  it('fails with the API error on a bad token', async () => {
    await expect(setUpPreview({ ...options(), managementToken: 'wrong' })).rejects.toThrow();
  });

  it("writes the README's preview table", () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const table = readme
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('| ') && line.includes('/api/preview?secret=SECRET'));
    expect(table).toEqual(previewTableRows());
    expect(PREVIEW_PAGES.length).toBe(table.length);
  });
});
