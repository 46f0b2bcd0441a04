import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSubmission } from '../forms/validate';
import { createPostgresDatabase, postgresUrl, temporaryDataDir } from '../testing/databases';
import { openLeadStore } from './open-store';
import type { LeadStore, SubmissionContext } from './types';

function quote(email: string) {
  const result = validateSubmission('quote', {
    first_name: 'Ada',
    email,
    company: 'Soils',
    page_url: 'https://tablogs.com/free-quote',
    region: 'AU',
  });
  if (!result.ok) throw new Error('fixture is invalid');
  return result.value;
}

const context = (key: string | null, at = new Date('2026-03-05T10:00:00Z')): SubmissionContext => ({
  receivedAt: at,
  userAgent: 'Vitest',
  hutk: null,
  idempotencyKey: key,
  referer: null,
});

function storeContract(name: string, open: () => Promise<LeadStore>, cleanUp: () => void) {
  describe(name, () => {
    let store: LeadStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
      cleanUp();
    });

    it('stores a lead with its deliveries and reads it back', async () => {
      const { id, created } = await store.insert(quote('a@b.com'), context(null), {
        hubspot: true,
      });
      expect(created).toBe(true);
      const lead = await store.get(id);
      expect(lead).toMatchObject({
        kind: 'quote',
        fields: { first_name: 'Ada', email: 'a@b.com', phone: '01' },
        pageUrl: 'https://tablogs.com/free-quote',
        region: 'AU',
        userAgent: 'Vitest',
        spam: false,
        consent: null,
        deliveries: [{ target: 'hubspot', state: 'pending', attempts: 0 }],
      });
    });

    it('stores one row per form and idempotency key', async () => {
      const first = await store.insert(quote('k@b.com'), context('key-1'), { hubspot: false });
      const again = await store.insert(quote('k@b.com'), context('key-1'), { hubspot: false });
      expect(again).toEqual({ id: first.id, created: false });
      const otherForm = await store.insert(
        { ...quote('k@b.com'), kind: 'newsletter' },
        context('key-1'),
        { hubspot: false },
      );
      expect(otherForm.created).toBe(true);
      const concurrent = await Promise.all(
        Array.from({ length: 8 }, () =>
          store.insert(quote('c@b.com'), context('key-2'), { hubspot: false }),
        ),
      );
      expect(new Set(concurrent.map((r) => r.id)).size).toBe(1);
      expect(concurrent.filter((r) => r.created)).toHaveLength(1);
    });

    it('marks spam as skipped and unconfigured targets as not_configured', async () => {
      const spam = await store.insert({ ...quote('s@b.com'), spam: true }, context(null), {
        hubspot: true,
      });
      expect((await store.get(spam.id))?.deliveries[0]?.state).toBe('skipped');
      const plain = await store.insert(quote('n@b.com'), context(null), { hubspot: false });
      expect((await store.get(plain.id))?.deliveries[0]?.state).toBe('not_configured');
    });

    it('hands each due delivery to one claimer and records the outcome', async () => {
      const at = new Date('2026-03-06T00:00:00Z');
      const { id } = await store.insert(quote('d@b.com'), context(null, at), {
        hubspot: true,
        form_handler: true,
      });
      const later = new Date('2026-03-06T00:00:01Z');
      const [a, b] = await Promise.all([
        store.claimDue(later, 60_000, 100),
        store.claimDue(later, 60_000, 100),
      ]);
      const mine = [...(a ?? []), ...(b ?? [])].filter((due) => due.lead.id === id);
      expect(mine.map((due) => due.target).sort()).toEqual(['form_handler', 'hubspot']);
      expect(await store.claimDue(later, 60_000, 100)).toEqual([]);

      await store.markDelivered(id, 'hubspot', later);
      await store.markRetry(id, 'form_handler', new Date('2026-03-06T00:05:00Z'), 'HTTP 503');
      const lead = await store.get(id);
      expect(lead?.deliveries).toMatchObject([
        { target: 'form_handler', state: 'pending', attempts: 1, lastError: 'HTTP 503' },
        { target: 'hubspot', state: 'delivered', attempts: 1, lastError: null },
      ]);
      await store.markFailed(id, 'form_handler', 'HTTP 400');
      expect((await store.get(id))?.deliveries[0]?.state).toBe('failed');
    });

    it('lists since a date and counts', async () => {
      const since = new Date('2026-03-06T00:00:00Z');
      const listed = await store.list({ since });
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((lead) => lead.receivedAt >= since.toISOString())).toBe(true);
      const stats = await store.stats(new Date('2026-03-07T00:00:00Z'));
      expect(stats.total).toBe(await store.count());
      expect(stats.spam).toBe(1);
      expect(stats.byKind.quote).toBeGreaterThan(0);
      expect(stats.deliveries.hubspot.skipped).toBe(1);
    });
  });
}

const sqliteDir = temporaryDataDir();
storeContract(
  'embedded SQLite store',
  () => openLeadStore({ dataDir: sqliteDir.dir }),
  sqliteDir.remove,
);

// Skipped only on a machine without PostgreSQL binaries; CI installs them and fails without.
describe.skipIf(!postgresUrl)('PostgreSQL', () => {
  storeContract(
    'PostgreSQL store',
    async () => openLeadStore({ dataDir: '', databaseUrl: await createPostgresDatabase() }),
    () => undefined,
  );
});
