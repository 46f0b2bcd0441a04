import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedSource } from '../sources/embedded';
import { buildContentfulImport } from './contentful-import';

// Contentful's own importer (contentful-import, what `contentful space import` runs) validates
// the whole file before its first request. A local stand-in for the Management API records the
// requests and refuses the token: an import that reaches it has passed that validation.
const SPACE = 'tablogs-test-space';
// Its ES module build imports date-fns folders Node cannot resolve; the CommonJS build loads.
const runContentfulImport: typeof import('contentful-import').default = createRequire(
  import.meta.url,
)('contentful-import');

let standIn: Server;
let host: string;
let workDir: string;
const requests: string[] = [];

beforeAll(async () => {
  // The importer prints its progress table and error summary; the assertions say what matters.
  vi.spyOn(console, 'log').mockImplementation(() => {});
  workDir = await mkdtemp(path.join(tmpdir(), 'contentful-import-'));
  standIn = createServer((request: IncomingMessage, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(401, { 'Content-Type': 'application/vnd.contentful.management.v1+json' });
    response.end(
      JSON.stringify({
        sys: { type: 'Error', id: 'AccessTokenInvalid' },
        message: 'The access token you sent could not be found or is invalid.',
      }),
    );
  });
  // Port 0: the system picks a free one, so parallel runs never collide.
  standIn.listen(0, '127.0.0.1');
  await once(standIn, 'listening');
  host = `127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});

afterAll(async () => {
  standIn.close();
  await rm(workDir, { recursive: true, force: true });
});

/** What the importer logged: it throws one error that lists every failure of the run. */
interface ImportFailure {
  name: string;
  logged: { name?: string; message?: string; data?: { status?: number } }[];
}

async function importFile(doc: unknown): Promise<ImportFailure> {
  const contentFile = path.join(workDir, 'contentful-import.json');
  await writeFile(contentFile, JSON.stringify(doc));
  requests.length = 0;
  const options = {
    spaceId: SPACE,
    managementToken: 'not-a-real-token',
    contentFile,
    host,
    // Plain HTTP to the stand-in: passed on to the Management API client (not in the types).
    insecure: true,
    errorLogFile: path.join(workDir, 'error-log.json'),
    useVerboseRenderer: true,
  };
  try {
    await runContentfulImport(options);
  } catch (error) {
    const { name, errors = [] } = error as {
      name: string;
      errors?: { error?: ImportFailure['logged'][number] }[];
    };
    return { name, logged: errors.map((entry) => entry.error ?? {}) };
  }
  throw new Error('the import succeeded against a stand-in that refuses every request');
}

describe('contentful-import and the content:export file', () => {
  it('accepts the export: no ValidationError, and it goes on to call the Management API', async () => {
    const doc = await buildContentfulImport(createEmbeddedSource(), {
      assetBaseUrl: 'https://www.tablogs.com',
    });
    const failure = await importFile(doc);
    expect(failure.logged.map((error) => error.name)).not.toContain('ValidationError');
    // Its first request (the space) reached the stand-in, whose refusal ended the run.
    expect(requests[0]).toBe(`GET /spaces/${SPACE}`);
    expect(failure.logged.map((error) => error.data?.status)).toEqual([401]);
  }, 60_000);

  it('rejects an asset file with `upload` instead of `url` before any request', async () => {
    const doc = await buildContentfulImport(createEmbeddedSource(), {
      assetBaseUrl: 'https://www.tablogs.com',
    });
    for (const asset of doc.assets) {
      const { url, ...file } = asset.fields.file['en-US'];
      (asset.fields.file as unknown as Record<string, unknown>)['en-US'] = { ...file, upload: url };
    }
    const failure = await importFile(doc);
    expect(failure.logged).toMatchObject([
      {
        name: 'ValidationError',
        message: `assets:${doc.assets.length} - Get further details in the error log file`,
      },
    ]);
    expect(requests).toEqual([]);
  }, 60_000);
});
