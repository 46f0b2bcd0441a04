import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  formHeaders,
  startProductionServer,
  stopServer,
} from '../../scripts/production-server.mjs';
import { expect, test } from '../support/fixtures';

// Decision 0014: a 201 means the lead is on disk. The production server (its own process on its
// own port and data folder, over the same build as the other e2e tests) takes concurrent
// submissions and is killed with SIGKILL mid-stream, twice; after each restart the store must
// hold every submission that was answered 201, exactly once, and retries of the unanswered
// ones with their Idempotency-Key must not duplicate anything.
const PORT = Number(process.env.LEADS_DURABILITY_PORT ?? 4403);
const CONCURRENCY = 12;

interface Sent {
  key: string;
  email: string;
  id: string | null;
}

test('every submission answered 201 survives SIGKILL, none stored twice', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-durability-'));
  const env = { DATA_DIR: dataDir, FORM_RATE_LIMIT_PER_MINUTE: '100000' };
  const sent: Sent[] = [];
  try {
    for (let round = 0; round < 2; round++) {
      const { child, origin } = await startProductionServer({ port: PORT, env });
      const headers = await formHeaders(origin);
      let stop = false;
      const worker = async (lane: number) => {
        for (let n = 0; !stop; n++) {
          const entry: Sent = {
            key: `durability-${round}-${lane}-${n}`,
            email: `r${round}l${lane}n${n}@example.com`,
            id: null,
          };
          sent.push(entry);
          try {
            const response = await fetch(`${origin}/api/internal/quote`, {
              method: 'POST',
              headers: { ...headers, 'Idempotency-Key': entry.key },
              body: JSON.stringify({ first_name: 'Dur', email: entry.email, company: 'Able' }),
            });
            if (response.status === 201) entry.id = ((await response.json()) as { id: string }).id;
          } catch {
            return; // the server died under this request: its fate is unknown, checked below
          }
        }
      };
      const lanes = Array.from({ length: CONCURRENCY }, (_, lane) => worker(lane));
      // Kill once a good number of submissions have been answered, while others are in flight.
      await expect
        .poll(() => sent.filter((s) => s.id).length, { timeout: 30_000 })
        .toBeGreaterThan(40 * (round + 1));
      await stopServer(child, 'SIGKILL');
      stop = true;
      await Promise.all(lanes);
    }

    // Restart, then retry every unanswered submission with its key, as the browser would.
    const { child, origin } = await startProductionServer({ port: PORT, env });
    try {
      const headers = await formHeaders(origin);
      for (const entry of sent.filter((s) => !s.id)) {
        const response = await fetch(`${origin}/api/internal/quote`, {
          method: 'POST',
          headers: { ...headers, 'Idempotency-Key': entry.key },
          body: JSON.stringify({ first_name: 'Dur', email: entry.email, company: 'Able' }),
        });
        expect(response.status).toBe(201);
        entry.id = ((await response.json()) as { id: string }).id;
      }
    } finally {
      await stopServer(child, 'SIGTERM');
    }

    const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true });
    const rows = db.prepare('SELECT id, payload, idempotency_key FROM leads').all() as {
      id: string;
      payload: string;
      idempotency_key: string;
    }[];
    db.close();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const entry of sent) {
      const row = byId.get(entry.id ?? '');
      expect(row, `lead ${entry.key} answered 201 but missing`).toBeDefined();
      expect(row?.idempotency_key).toBe(entry.key);
      expect(JSON.parse(row?.payload ?? '{}').email).toBe(entry.email);
    }
    const emails = rows.map((row) => JSON.parse(row.payload).email as string);
    expect(new Set(emails).size).toBe(emails.length);
    expect(rows.length).toBe(sent.length);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
