import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openLeadDatabase } from '../store/open-store';
import { createPostgresDatabase, postgresUrl, temporaryDataDir } from '../testing/databases';
import { CLIENT_IP, formRequest, leadsConfig } from '../testing/requests';
import { createLeadsRuntime, type LeadsRuntime } from './runtime';

const quote = { first_name: 'Ada', email: 'ada@soils.com', company: 'Soils' };
const runtimes: LeadsRuntime[] = [];
afterEach(async () => {
  for (const runtime of runtimes.splice(0)) await runtime.close();
  vi.restoreAllMocks();
});

const statusOf = async (runtime: LeadsRuntime) =>
  (await runtime.handle(formRequest('quote', quote), 'quote', CLIENT_IP)).status;

describe('the leads runtime rate limit', () => {
  const data = temporaryDataDir();
  afterAll(data.remove);

  it('counts in memory on the embedded store', async () => {
    const runtime = createLeadsRuntime(leadsConfig({ dataDir: data.dir, rateLimitPerMinute: 1 }));
    runtimes.push(runtime);
    expect([await statusOf(runtime), await statusOf(runtime)]).toEqual([201, 429]);
    await runtime.close();
    const { db, store } = await openLeadDatabase({ dataDir: data.dir });
    try {
      expect(await db.all('SELECT key FROM form_rate_limits')).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('answers 503 with a log line, never a crash, when PostgreSQL cannot be reached', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const runtime = createLeadsRuntime(
      leadsConfig({ dataDir: '', databaseUrl: 'postgres://postgres@127.0.0.1:1/none' }),
    );
    runtimes.push(runtime);
    const response = await runtime.handle(formRequest('quote', quote), 'quote', CLIENT_IP);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^Rate limiting a quote submission failed: /),
    );
  });

  // Skipped only on a machine without PostgreSQL binaries; CI installs them and fails without.
  it.skipIf(!postgresUrl)('is shared by replicas on one PostgreSQL database', async () => {
    const config = leadsConfig({
      dataDir: '',
      databaseUrl: await createPostgresDatabase(),
      rateLimitPerMinute: 2,
    });
    const [a, b] = [createLeadsRuntime(config), createLeadsRuntime(config)];
    runtimes.push(a, b);
    const statuses = [];
    for (const replica of [a, b, a, b]) statuses.push(await statusOf(replica));
    expect(statuses).toEqual([201, 201, 429, 429]);
  });
});
