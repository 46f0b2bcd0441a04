import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FORM_KINDS, MAX_BODY_BYTES } from '@tablogs/leads';
import { hostileFormPostBody, hostileJsonBody } from '@tablogs/leads/testing';
import fc from 'fast-check';
import {
  formHeaders,
  startProductionServer,
  stopServer,
} from '../../scripts/production-server.mjs';

// The form API as a client on the network meets it: the production server over the build, its
// own process, port and data folder. Whatever JSON arrives, in whatever field, the answer is a
// 4xx or 201 with a JSON body, never a 5xx and never a dropped connection.
const PORT = Number(process.env.FORM_API_FUZZ_PORT ?? 4404);

test.describe('form API under hostile input', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let server: Awaited<ReturnType<typeof startProductionServer>>;
  let headers: Record<string, string>;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'form-api-fuzz-'));
    server = await startProductionServer({
      port: PORT,
      env: { DATA_DIR: dataDir, FORM_RATE_LIMIT_PER_MINUTE: '100000' },
    });
    headers = await formHeaders(server.origin);
  });
  test.afterAll(async () => {
    if (server) await stopServer(server.child, 'SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('any JSON value in any field: never a 5xx, never a dropped connection', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FORM_KINDS), hostileJsonBody, async (form, body) => {
        // fetch rejects when the connection drops without an answer.
        const response = await fetch(`${server.origin}/api/internal/${form}`, {
          method: 'POST',
          headers,
          body,
        });
        expect(response.status, body).toBeLessThan(500);
        expect([201, 400, 413]).toContain(response.status);
        expect(typeof (await response.json())).toBe('object');
      }),
      { numRuns: 400 },
    );
  });

  test('any urlencoded body (a form without JavaScript): never a 5xx; from another site, 403', async () => {
    // Same-origin posts as a browser makes them, and cross-site ones by each of the headers the
    // server reads (decision 0034); none of them may store anything it should not, or crash.
    const provenance = fc.constantFrom<Record<string, string>>(
      { 'Sec-Fetch-Site': 'same-origin', Origin: server.origin },
      { Origin: server.origin },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.example' },
      { Origin: 'https://elsewhere.example' },
      { Origin: 'null' },
      { Referer: 'https://elsewhere.example/page' },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FORM_KINDS),
        hostileFormPostBody,
        provenance,
        async (form, body, from) => {
          const response = await fetch(`${server.origin}/api/internal/${form}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...from },
            body,
            redirect: 'manual',
          });
          await response.arrayBuffer();
          expect(response.status, body).toBeLessThan(500);
          const crossSite = from.Origin !== server.origin;
          if (crossSite) expect(response.status, body).toBe(403);
          else expect([303, 400, 413]).toContain(response.status);
          // A stored lead goes on to its confirmation, whose address holds nothing typed; a
          // download request without a document (a filled honeypot is answered as if stored)
          // goes back to the downloads (leads' sentPath).
          if (response.status === 303) {
            expect(response.headers.get('location'), body).toMatch(
              /^(\/final-step|\/forms\/(contact|newsletter)\/sent|\/forms\/download\/sent\/[^/?#@]+|\/resources\/downloads)$/,
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  test('the reported body that answered 500: a nested array in the honeypot', async () => {
    const body =
      '{"website":[{"slug":"-1","toString":"x","last_name":[[{"hutk":"x"}]]}],' +
      '"email":"a@example.com","company":"X","__proto__":{"valueOf":1},"constructor":[]}';
    const response = await fetch(`${server.origin}/api/internal/newsletter`, {
      method: 'POST',
      headers,
      body,
    });
    expect(response.status).toBe(201);
  });

  test('an oversized chunked body (no Content-Length) gets 413 with the JSON error', async () => {
    const chunk = `{"first_name":"${'x'.repeat(40 * 1024)}"}`;
    expect(chunk.length).toBeGreaterThan(MAX_BODY_BYTES);
    const answer = await new Promise<{ status: number; body: string; headers: object }>(
      (resolve, reject) => {
        const url = new URL(`${server.origin}/api/internal/quote`);
        const req = httpRequest(
          url,
          { method: 'POST', headers: { ...headers, 'Transfer-Encoding': 'chunked' } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (part) => {
              text += part;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }),
            );
          },
        );
        req.on('error', reject);
        // Sent in pieces, as a streaming client does; Node adds no Content-Length here.
        for (let at = 0; at < chunk.length; at += 4096) req.write(chunk.slice(at, at + 4096));
        req.end();
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'too_large' });
  });
});
