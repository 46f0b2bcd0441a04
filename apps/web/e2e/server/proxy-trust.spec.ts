import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  formHeaders,
  startProductionServer,
  stopServer,
} from '../../scripts/production-server.mjs';
import { expect, test } from '../support/fixtures';

// TRUST_PROXY names the proxies in front of the server, never "every hop" (decision 0046). Here
// the test stands in for one TLS-terminating proxy on this machine (TRUST_PROXY=1): a client
// that writes its own X-Forwarded-For entries before the one the proxy appends cannot pass the
// form rate limit (10 a minute) by changing them.

const PORT = Number(process.env.PROXY_E2E_PORT ?? 4432);
const ORIGIN = `http://127.0.0.1:${PORT}`;

let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-trust-e2e-'));
  server = await startProductionServer({
    port: PORT,
    env: { DATA_DIR: dataDir, TRUST_PROXY: '1', FORM_RATE_LIMIT_PER_MINUTE: '10' },
  });
});

test.afterAll(async () => {
  if (server) await stopServer(server.child, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

async function subscribe(forwardedFor: string, n: number) {
  const response = await fetch(`${ORIGIN}/api/internal/newsletter`, {
    method: 'POST',
    headers: { ...(await formHeaders(ORIGIN)), 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ email: `spoof${n}@example.com`, company: 'Spoof Drilling' }),
  });
  return response.status;
}

test('spoofed X-Forwarded-For entries before the real client do not reset its rate limit', async () => {
  const statuses = [];
  for (let n = 0; n < 15; n += 1) {
    // What the proxy forwards: the client's own header, then the address it connected from.
    statuses.push(await subscribe(`198.51.100.${n}, 203.0.113.50`, n));
  }
  expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
  // Another client behind the same proxy is counted on its own.
  expect(await subscribe('203.0.113.51', 15)).toBe(201);
});
