// Replicas behind one load balancer share publishes through their PostgreSQL (DATABASE_URL): the
// replica Contentful's webhook reaches records the publish in site_publishes and NOTIFYs the
// others; every replica LISTENs, and also polls the table, so a notification missed while its
// connection was down still arrives. Each replica records the fingerprint it serves in
// site_replicas, which the status endpoint lists. See docs/decisions/0005.
import os from 'node:os';
import pg from 'pg';
import { logger } from '../ops/logging.ts';
import type { createPublisher } from './publisher.ts';

const CHANNEL = 'site_publish';
// Any constant shared by every replica: serialises the CREATE TABLEs of replicas starting at once.
const SCHEMA_LOCK_KEY = 7_405_914;
/** Replicas not seen for this long are dropped from site_replicas (they were replaced). */
const FORGET_AFTER = '1 day';

type ReplicaRow = {
  replica: string;
  fingerprint: string;
  publish_id: string;
  live_since: Date;
  seen_at: Date;
};
export type ReplicaSync = Awaited<ReturnType<typeof startReplicaSync>>;

/**
 * @param options `builtAt`: when the build this replica started with was made; a publish recorded
 *   after it is rendered at start
 */
export async function startReplicaSync({
  databaseUrl,
  publisher,
  builtAt,
  pollMs = 10_000,
  replicaId = `${os.hostname()}-${process.pid}`,
}: {
  databaseUrl: string;
  publisher: ReturnType<typeof createPublisher>;
  builtAt: Date;
  pollMs?: number;
  replicaId?: string;
}) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', (error) =>
    logger.error({ event: 'publish_sync_failed' }, `publish sync: ${error.message}`),
  );
  await createTables(pool);

  const latest = await pool.query(
    'SELECT COALESCE(MAX(id), 0) AS id, MAX(received_at) AS at FROM site_publishes',
  );
  /** The newest publish this replica has asked to render. */
  let seen = Number(latest.rows[0].id);
  let closed = false;
  if (latest.rows[0].at && new Date(latest.rows[0].at) > builtAt) {
    renderFor(`publish ${seen}, recorded after this build`);
  }

  function renderFor(reason: string) {
    publisher.request(reason).then(recordLive, () => {});
  }

  function consider(id: number) {
    if (id <= seen) return;
    seen = id;
    renderFor(`publish ${id} (another replica)`);
  }

  async function recordLive() {
    if (closed) return;
    const { live } = publisher.status();
    await pool
      .query(
        `INSERT INTO site_replicas (replica, fingerprint, publish_id, live_since, seen_at)
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (replica) DO UPDATE SET fingerprint = excluded.fingerprint,
           publish_id = excluded.publish_id, live_since = excluded.live_since, seen_at = now()`,
        [replicaId, live.fingerprint, seen, live.since],
      )
      .catch((error: Error) =>
        logger.error({ event: 'publish_sync_failed' }, `publish sync: ${error.message}`),
      );
  }

  // LISTEN needs one connection of its own for as long as it listens.
  let listener: pg.Client | null = null;
  let reconnect: NodeJS.Timeout | null = null;
  async function listen() {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    const retry = () => {
      if (listener === client) listener = null;
      client.end().catch(() => {});
      if (!closed && !reconnect) {
        reconnect = setTimeout(() => {
          reconnect = null;
          void listen();
        }, 2_000);
        reconnect.unref();
      }
    };
    client.on('error', (error) => {
      logger.error({ event: 'publish_sync_failed' }, `publish sync: listener ${error.message}`);
      retry();
    });
    client.on('notification', (message) => consider(Number(message.payload)));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listener = client;
    } catch (error) {
      logger.error(
        { event: 'publish_sync_failed' },
        `publish sync: listener ${(error as Error).message}`,
      );
      retry();
    }
  }
  await listen();

  async function poll() {
    try {
      const { rows } = await pool.query('SELECT COALESCE(MAX(id), 0) AS id FROM site_publishes');
      consider(Number(rows[0].id));
      await recordLive();
      await pool.query(
        `DELETE FROM site_replicas WHERE seen_at < now() - interval '${FORGET_AFTER}'`,
      );
    } catch (error) {
      logger.error({ event: 'publish_sync_failed' }, `publish sync: ${(error as Error).message}`);
    }
  }
  const poller = setInterval(poll, pollMs);
  poller.unref();
  await recordLive();

  return {
    replicaId,
    /**
     * Records a publish for every replica and renders it here. Rejects when the database is
     * unreachable (the webhook then answers 503, and Contentful retries it); this replica
     * renders anyway.
     */
    async announce(topic: string) {
      try {
        const { rows } = await pool.query(
          `WITH recorded AS (
             INSERT INTO site_publishes (topic, received_by) VALUES ($1, $2) RETURNING id
           )
           SELECT id, pg_notify('${CHANNEL}', id::text) FROM recorded`,
          [topic.slice(0, 200), replicaId],
        );
        seen = Math.max(seen, Number(rows[0].id));
      } finally {
        renderFor(topic);
      }
    },
    /** @returns every replica's live fingerprint */
    async replicas(): Promise<ReplicaRow[]> {
      const { rows } = await pool.query(
        'SELECT replica, fingerprint, publish_id, live_since, seen_at FROM site_replicas ORDER BY replica',
      );
      return rows;
    },
    async close() {
      closed = true;
      clearInterval(poller);
      if (reconnect) clearTimeout(reconnect);
      await listener?.end().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}

/**
 * The two tables, created by whichever replica starts first. They hold no leads, so they live
 * beside the lead store's migrations rather than in them.
 */
async function createTables(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS site_publishes (
      id BIGSERIAL PRIMARY KEY,
      topic TEXT NOT NULL,
      received_by TEXT NOT NULL,
      received_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    await client.query(`CREATE TABLE IF NOT EXISTS site_replicas (
      replica TEXT PRIMARY KEY,
      fingerprint TEXT NOT NULL,
      publish_id BIGINT NOT NULL,
      live_since TIMESTAMPTZ NOT NULL,
      seen_at TIMESTAMPTZ NOT NULL
    )`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
