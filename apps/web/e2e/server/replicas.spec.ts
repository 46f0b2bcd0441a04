import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type CdaServer, embeddedCdaContent, startCdaServer } from '@tablogs/content/testing';
import { startTestPostgres, type TestPostgres } from '@tablogs/leads/testing/postgres';
import pg from 'pg';
import {
  appDir,
  formHeaders,
  startProductionServer,
  stopServer,
} from '../../scripts/production-server.mjs';
import { expect, test } from '../support/fixtures';
import { sendPublishWebhook } from '../support/publish-webhook';

// Two replicas of the production server on one real PostgreSQL, as behind a load balancer
// (README "Deploying", decision 0005): they share the form rate limit, store each lead once,
// deliver each lead to the CRM once (a local stand-in for HubSpot that refuses every first
// attempt, so both replicas' outboxes retry the same rows at the same time), and a publish
// webhook sent to one brings the change live on both.
const BASE_PORT = Number(process.env.REPLICAS_E2E_PORT ?? 4413);
const PORTS = [BASE_PORT, BASE_PORT + 1];
const ORIGINS = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];
const SECRET = 'Rp4xQ8vN2mLc7TbW9sKd3HfJ6yZa1GeU5oIr0nBt3VyXw7KpM2jD9qSh6LuC4aEf';
const SPACE = 'replicaspace';
const TOKEN = 'replicas-delivery-token';
const FAQ_ID = 'faq-pricing-basis';
const PUBLISHED_QUESTION = 'How is TabLogs priced, as both replicas now say?';
const NEWSLETTER_GUID = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const RATE_LIMIT = 3;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let postgres: TestPostgres | null;
let databaseUrl: string;
let cda: CdaServer;
let crm: { server: Server; attempts: Map<string, number>; accepted: Map<string, number> };
let replicas: Awaited<ReturnType<typeof startProductionServer>>[] = [];
let dataDirs: string[] = [];

/** A HubSpot Forms stand-in: answers 503 to each lead's first attempt, 200 afterwards. */
function startCrm(): Promise<typeof crm> {
  const attempts = new Map<string, number>();
  const accepted = new Map<string, number>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const fields = (JSON.parse(body) as { fields: { name: string; value: string }[] }).fields;
      const email = fields.find((field) => field.name === 'email')?.value ?? '?';
      const attempt = (attempts.get(email) ?? 0) + 1;
      attempts.set(email, attempt);
      if (attempt === 1) {
        res.writeHead(503).end('try again');
        return;
      }
      accepted.set(email, (accepted.get(email) ?? 0) + 1);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, attempts, accepted })),
  );
}

test.beforeAll(async () => {
  postgres = await startTestPostgres();
  // Replicas share one real PostgreSQL server: without one these tests fail, never skip.
  if (!postgres) {
    throw new Error(
      'The replica tests need PostgreSQL binaries: `apt-get install postgresql` (.ci/run does).',
    );
  }
  databaseUrl = await postgres.createDatabase('replicas');
  const { entries, assets } = await embeddedCdaContent();
  cda = await startCdaServer({ space: SPACE, token: TOKEN, entries, assets });
  crm = await startCrm();
  const crmAddress = crm.server.address() as { port: number };
  const env = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: '1', // the test is the one proxy in front of each replica
    FORM_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    HUBSPOT_PORTAL_ID: '1234567',
    HUBSPOT_FORM_NEWSLETTER: NEWSLETTER_GUID,
    HUBSPOT_API_BASE: `http://127.0.0.1:${crmAddress.port}`,
    CONTENTFUL_WEBHOOK_SECRET: SECRET,
    CONTENTFUL_SPACE_ID: SPACE,
    CONTENTFUL_DELIVERY_TOKEN: TOKEN,
    CONTENTFUL_HOST: cda.host,
    CONTENTFUL_INSECURE: 'true',
  };
  dataDirs = PORTS.map(() => mkdtempSync(path.join(os.tmpdir(), 'replica-')));
  // One after the other: the first creates the tables, the second finds them.
  for (const [index, port] of PORTS.entries()) {
    replicas.push(
      await startProductionServer({ port, env: { ...env, DATA_DIR: dataDirs[index] as string } }),
    );
  }
});

test.afterAll(async () => {
  await Promise.all(replicas.map((replica) => stopServer(replica.child, 'SIGTERM')));
  for (const replica of replicas) {
    rmSync(path.join(appDir, 'build-releases', String(replica.child.pid)), {
      recursive: true,
      force: true,
    });
  }
  replicas = [];
  await cda?.close();
  crm?.server.close();
  postgres?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function subscribe(origin: string, email: string, clientIp: string, key?: string) {
  return fetch(`${origin}/api/internal/newsletter`, {
    method: 'POST',
    headers: {
      ...(await formHeaders(origin)),
      'X-Forwarded-For': clientIp,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify({ email, company: 'Replica Drilling' }),
  });
}

test('a client over the limit on one replica gets 429 on the other', async () => {
  const [a, b] = ORIGINS;
  const ip = '203.0.113.7';
  const statuses = [];
  for (const [n, origin] of [a, b, a].entries()) {
    statuses.push((await subscribe(origin, `limit${n}@example.com`, ip)).status);
  }
  expect(statuses).toEqual([201, 201, 201]);
  const overOnB = await subscribe(b, 'limit3@example.com', ip);
  const overOnA = await subscribe(a, 'limit4@example.com', ip);
  expect([overOnB.status, overOnA.status]).toEqual([429, 429]);
  expect(Number(overOnB.headers.get('retry-after'))).toBeGreaterThan(0);
  // Another address is not held back by it.
  expect((await subscribe(b, 'other@example.com', '203.0.113.8')).status).toBe(201);
});

test('leads posted to both replicas are stored once and delivered to the CRM once', async () => {
  const leads = Array.from({ length: 12 }, (_, n) => ({
    email: `twice${n}@example.com`,
    key: `replicas-${n}`,
    ip: `198.51.100.${n + 1}`,
  }));
  // Each lead reaches both replicas at once with one Idempotency-Key, as a retried request
  // behind a load balancer would.
  const answers = await Promise.all(
    leads.flatMap((lead) =>
      ORIGINS.map(async (origin) => {
        const response = await subscribe(origin, lead.email, lead.ip, lead.key);
        return { email: lead.email, status: response.status, id: (await response.json()).id };
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
  for (const lead of leads) {
    const ids = new Set(answers.filter((a) => a.email === lead.email).map((a) => a.id));
    expect(ids.size, `${lead.email} answered with one id`).toBe(1);
  }

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const stored = await db.query<{ email: string; n: string }>(
      `SELECT payload::json->>'email' AS email, COUNT(*) AS n FROM leads
       WHERE payload LIKE '%twice%' GROUP BY 1`,
    );
    expect(stored.rows).toHaveLength(leads.length);
    expect(stored.rows.every((row) => row.n === '1')).toBe(true);

    // Every first attempt was refused; the retries are due at the same moment on both replicas.
    const everyone = leads.map((lead) => lead.email);
    await expect
      .poll(() => everyone.filter((email) => crm.accepted.has(email)).length, {
        timeout: 60_000,
        intervals: [500],
      })
      .toBe(everyone.length);
    // Give a second, wrong delivery time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(everyone.map((email) => crm.accepted.get(email))).toEqual(everyone.map(() => 1));
    const delivered = await db.query<{ state: string; n: string }>(
      `SELECT d.state, COUNT(*) AS n FROM deliveries d JOIN leads l ON l.id = d.lead_id
       WHERE l.payload LIKE '%twice%' AND d.target = 'hubspot' GROUP BY 1`,
    );
    expect(delivered.rows).toEqual([{ state: 'delivered', n: String(leads.length) }]);
  } finally {
    await db.end();
  }
});

test('a publish webhook sent to one replica goes live on both', async () => {
  const { entries } = await embeddedCdaContent();
  cda.setEntries(
    entries.map((entry) =>
      entry.sys.id === FAQ_ID
        ? { ...entry, fields: { ...entry.fields, question: PUBLISHED_QUESTION } }
        : entry,
    ),
  );
  const started = Date.now();
  const accepted = await sendPublishWebhook(ORIGINS[0], { secret: SECRET, entryId: FAQ_ID });
  expect(accepted.status).toBe(202);

  const liveAfter: number[] = [];
  for (const origin of ORIGINS) {
    await expect
      .poll(
        async () =>
          (await (await fetch(`${origin}/resources/faqs`)).text()).includes(PUBLISHED_QUESTION),
        {
          timeout: 60_000,
          intervals: [250],
        },
      )
      .toBe(true);
    liveAfter.push(Date.now() - started);
  }
  console.log(
    `replicas: publish live on both within ${(Math.max(...liveAfter) / 1000).toFixed(1)} s`,
  );

  // The status lists both replicas serving the same pages.
  await expect
    .poll(
      async () => {
        const status = await fetch(`${ORIGINS[1]}/api/content/status`, {
          headers: { authorization: `Bearer ${SECRET}` },
        });
        const { live, replicas: rows } = (await status.json()) as {
          live: { fingerprint: string };
          replicas: { fingerprint: string }[];
        };
        return rows.length === 2 && rows.every((row) => row.fingerprint === live.fingerprint);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});
