import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CdaServer, embeddedCdaContent, startCdaServer } from '@tablogs/content/testing';
import { appDir, startProductionServer, stopServer } from '../../scripts/production-server.mjs';
import { expect, test, waitForHydration } from '../support/fixtures';
import { sendPublishWebhook } from '../support/publish-webhook';

// Publishing (decision 0005) against the production server and a local stand-in for Contentful's
// Delivery API holding the embedded content. The server starts on the embedded build (the same
// pages); an editor then publishes a changed FAQ, Contentful's signed webhook arrives, and the
// server renders the pages again from the Delivery API into a new directory and switches to it
// while visitors keep loading pages and assets.
const PORT = Number(process.env.PUBLISH_E2E_PORT ?? 4408);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECRET = 'Wk3vN9qT2xYb7LmP4sRd8HfJ6cZa1QeU5oIg0nBt3VyXw7KpM2jD9rSh6LuC4aEf';
const SPACE = 'publishspace';
const TOKEN = 'e2e-delivery-token';
const FAQ_ID = 'faq-pricing-basis';
const PUBLISHED_QUESTION = 'How is TabLogs priced, now that we publish from Contentful?';
const PUBLISH_PATH = '/api/content/publish';
/** The goal for webhook to live on a 2-core machine, with room for a busy CI host. */
const LIVE_WITHIN_MS = 4 * 60_000;

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial', timeout: LIVE_WITHIN_MS + 60_000 });

let standIn: CdaServer;
let server: Awaited<ReturnType<typeof startProductionServer>>;
let dataDir: string;

/** A webhook as Contentful sends it, signed with `secret` at `timestamp`. */
function webhook(secret = SECRET, timestamp = Date.now()) {
  return sendPublishWebhook(ORIGIN, { secret, entryId: FAQ_ID, timestamp });
}

async function status() {
  const response = await fetch(`${ORIGIN}/api/content/status`, {
    headers: { authorization: `Bearer ${SECRET}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    live: { fingerprint: string; since: string };
    building: boolean;
    queued: boolean;
    lastBuild: {
      ok: boolean | null;
      error: string | null;
      finished: string | null;
      pages: number | null;
      rendered: number | null;
    } | null;
  };
}

/** The embedded entries with the FAQ an editor published. */
async function entriesWithPublishedQuestion() {
  const { entries } = await embeddedCdaContent();
  return entries.map((entry) =>
    entry.sys.id === FAQ_ID
      ? { ...entry, fields: { ...entry.fields, question: PUBLISHED_QUESTION } }
      : entry,
  );
}

/** Waits for the publish the last webhook started to finish, and returns the status then. */
async function publishFinished(before: Awaited<ReturnType<typeof status>>) {
  let after = await status();
  for (
    let wait = 0;
    wait < 240 && (after.building || after.lastBuild?.finished === before.lastBuild?.finished);
    wait += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    after = await status();
  }
  return after;
}

test.beforeAll(async () => {
  const { entries, assets } = await embeddedCdaContent();
  standIn = await startCdaServer({ space: SPACE, token: TOKEN, entries, assets });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'publish-e2e-'));
  server = await startProductionServer({
    port: PORT,
    env: {
      DATA_DIR: dataDir,
      CONTENTFUL_WEBHOOK_SECRET: SECRET,
      CONTENTFUL_SPACE_ID: SPACE,
      CONTENTFUL_DELIVERY_TOKEN: TOKEN,
      CONTENTFUL_HOST: standIn.host,
      CONTENTFUL_INSECURE: 'true',
    },
  });
});

test.afterAll(async () => {
  if (server) await stopServer(server.child, 'SIGTERM');
  await standIn?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  // Only this server's renders: other specs' servers may be rendering beside it.
  if (server) {
    rmSync(path.join(appDir, 'build-releases', String(server.child.pid)), {
      recursive: true,
      force: true,
    });
  }
});

test('an unsigned, wrongly signed or stale webhook gets 401 and rebuilds nothing', async () => {
  const unsigned = await fetch(ORIGIN + PUBLISH_PATH, { method: 'POST', body: '{}' });
  const wrong = await webhook('x'.repeat(64));
  const stale = await webhook(SECRET, Date.now() - 10 * 60_000);
  expect([unsigned.status, wrong.status, stale.status]).toEqual([401, 401, 401]);
  expect((await fetch(`${ORIGIN}/api/content/status`)).status).toBe(401);
  expect((await status()).lastBuild).toBeNull();
});

test('a publish with nothing changed renders only what it cannot prove unchanged', async () => {
  const before = await status();
  expect((await webhook()).status).toBe(202);
  const after = await publishFinished(before);
  expect(after.lastBuild?.ok).toBe(true);
  // The fingerprint hashes every page's HTML: what the re-render writes through the server build
  // (the sitemap, which reads entry dates past the content API) is what React Router's prerender
  // wrote, and every other page is the build's own file.
  expect(after.live.fingerprint).toBe(before.live.fingerprint);
  expect(after.lastBuild?.rendered).toBe(1);
  expect(after.lastBuild?.pages).toBeGreaterThan(40);
});

test('a signed publish goes live with no failed request, old assets still served', async ({
  page,
}) => {
  const before = await status();
  const home = await (await fetch(`${ORIGIN}/`)).text();
  const oldAsset = /\/assets\/[\w.-]+\.js/.exec(home)?.[0];
  expect(oldAsset, 'a hashed script on the home page').toBeTruthy();

  standIn.setEntries(await entriesWithPublishedQuestion());
  const started = Date.now();
  const accepted = await webhook();
  expect(accepted.status).toBe(202);

  // A visitor's requests during the rebuild: every one must succeed.
  const failures: string[] = [];
  let requests = 0;
  let liveAfter = 0;
  while (Date.now() - started < LIVE_WITHIN_MS) {
    const urls = ['/resources/faqs', '/', '/resources/faqs.data', oldAsset as string];
    const answers = await Promise.all(
      urls.map((url) =>
        fetch(ORIGIN + url).then(
          async (response) => ({ url, status: response.status, text: await response.text() }),
          (error: Error) => ({ url, status: 0, text: error.message }),
        ),
      ),
    );
    requests += answers.length;
    for (const answer of answers) {
      if (answer.status !== 200) failures.push(`${answer.url}: ${answer.status} ${answer.text}`);
    }
    if (answers[0]?.text.includes(PUBLISHED_QUESTION)) {
      liveAfter = Date.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(
    `publish: webhook to live in ${(liveAfter / 1000).toFixed(1)} s, ${requests} requests during the rebuild, ${failures.length} failed`,
  );
  expect(failures).toEqual([]);
  expect(liveAfter, 'the published question went live').toBeGreaterThan(0);

  const after = await status();
  expect(after.lastBuild?.ok).toBe(true);
  expect(after.live.fingerprint).not.toBe(before.live.fingerprint);
  // Only the FAQ page reads the FAQs (the sitemap renders on every publish).
  expect(after.lastBuild?.rendered).toBe(2);
  expect((await fetch(ORIGIN + (oldAsset as string))).status).toBe(200);

  // As a visitor sees it: the new build hydrates with its own CSP hashes, no console error.
  await page.goto('/resources/faqs');
  await expect(page.getByText(PUBLISHED_QUESTION)).toBeVisible();
  await waitForHydration(page);
});

test('a change to site-wide content renders every page, the same as the build', async () => {
  const before = await status();
  const entries = await entriesWithPublishedQuestion();
  standIn.setEntries(
    entries.map((entry) =>
      entry.sys.id === 'site-settings'
        ? { ...entry, sys: { ...entry.sys, updatedAt: new Date().toISOString() } }
        : entry,
    ),
  );
  expect((await webhook()).status).toBe(202);
  const after = await publishFinished(before);
  standIn.setEntries(entries);
  expect(after.lastBuild?.ok).toBe(true);
  // siteSettings() read its entry again and hashed the same: nothing was rendered but the
  // sitemap. A changed field is what counts, not a newer timestamp.
  expect(after.lastBuild?.rendered).toBe(1);

  standIn.setEntries(
    entries.map((entry) =>
      entry.sys.id === 'site-settings'
        ? { ...entry, fields: { ...entry.fields, legacyToolName: 'gINT (as published)' } }
        : entry,
    ),
  );
  expect((await webhook()).status).toBe(202);
  const full = await publishFinished(after);
  standIn.setEntries(entries);
  expect(full.lastBuild?.ok).toBe(true);
  // Every page reads the settings (the root layout); three files do not: the feed, robots.txt
  // and the title-redirect table.
  expect(full.lastBuild?.rendered).toBe((full.lastBuild?.pages ?? 0) - 3);
});

test('a build that fails keeps the current site live and status says so', async () => {
  standIn.failWith(500);
  try {
    expect((await webhook()).status).toBe(202);
    let last = await status();
    for (let wait = 0; wait < 240 && (last.building || last.lastBuild?.ok !== false); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      last = await status();
    }
    expect(last.lastBuild?.ok).toBe(false);
    expect(last.lastBuild?.error).toBeTruthy();
    const faqs = await fetch(`${ORIGIN}/resources/faqs`);
    expect(faqs.status).toBe(200);
    expect(await faqs.text()).toContain(PUBLISHED_QUESTION);
  } finally {
    standIn.failWith(null);
  }
});
