import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_KINDS } from '../forms/kinds';
import { openLeadStore } from '../store/open-store';
import type { LeadStore } from '../store/types';
import { anyJsonBody, hostileJsonBody, validBody } from '../testing/arbitraries';
import { createPostgresDatabase, postgresUrl, temporaryDataDir } from '../testing/databases';
import { CLIENT_IP, formRequest } from '../testing/requests';
import { handleSubmission, type SubmissionDeps } from './handle-submission';
import { createRateLimiter } from './rate-limit';

function properties(name: string, open: () => Promise<LeadStore>, cleanUp: () => void) {
  describe(name, () => {
    let store: LeadStore;
    let deps: SubmissionDeps;
    beforeAll(async () => {
      store = await open();
      deps = {
        store: async () => store,
        forwarding: { hubspot: null, formHandlerUrl: null },
        rateLimiter: createRateLimiter(Number.MAX_SAFE_INTEGER),
      };
    });
    afterAll(async () => {
      await store.close();
      cleanUp();
    });

    it('never answers any JSON body, or any bytes, with a 5xx', async () => {
      const body = fc.oneof(
        anyJsonBody.map((value) => JSON.stringify(value)),
        hostileJsonBody,
        fc.string({ maxLength: 200 }),
        fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...FORM_KINDS), body, async (kind, text) => {
          const response = await handleSubmission(formRequest(kind, text), kind, deps, CLIENT_IP);
          expect(response.status).toBeLessThan(500);
          expect([201, 400, 413]).toContain(response.status);
        }),
        { numRuns: 300 },
      );
    });

    it('stores every valid payload and answers 201 with its id', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc
            .constantFrom(...FORM_KINDS)
            .chain((kind) => fc.tuple(fc.constant(kind), validBody(kind))),
          async ([kind, body]) => {
            const response = await handleSubmission(formRequest(kind, body), kind, deps, CLIENT_IP);
            expect(response.status).toBe(201);
            const { id } = (await response.json()) as { id: string };
            const lead = await store.get(id);
            expect(lead?.kind).toBe(kind);
            expect(lead?.fields).toMatchObject(body);
          },
        ),
        { numRuns: 100 },
      );
    });
  });
}

const data = temporaryDataDir();
properties(
  'handleSubmission on the embedded store',
  () => openLeadStore({ dataDir: data.dir }),
  data.remove,
);

// Skipped only on a machine without PostgreSQL binaries; CI installs them and fails without.
describe.skipIf(!postgresUrl)('PostgreSQL', () => {
  properties(
    'handleSubmission on PostgreSQL',
    async () => openLeadStore({ dataDir: '', databaseUrl: await createPostgresDatabase() }),
    () => undefined,
  );
});
