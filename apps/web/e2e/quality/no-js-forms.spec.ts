import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { CONTACT_CONFIRMATION } from '../../app/leads/forms/contact-form';
import { startProductionServer, stopServer } from '../../scripts/production-server.mjs';

// Decision 0034: the four forms post without JavaScript. Chromium with scripts disabled, against
// the production server over the build (its own process, port and data folder): each form sent
// natively lands where the JavaScript flow lands and its lead is read back from the store; a
// stored post is answered 303 to a confirmation whose address holds nothing typed, so reloading
// it stores no second row; bad input stores nothing and shows the errors by the fields with what
// was typed; the contact form's button appears once email and message are written (CSS); a
// cross-site post gets 403.
const PORT = Number(process.env.NO_JS_FORMS_PORT ?? 4431);
const DOWNLOAD = {
  path: '/resources/downloads/tablabs-product-overview',
  id: 'download-tablabs-overview',
  heading: 'TabLabs Product Overview',
};

type Lead = { kind: string; fields: Record<string, string>; pageUrl: string | null };

let server: Awaited<ReturnType<typeof startProductionServer>>;
let dataDir: string;

test.describe.configure({ mode: 'serial' });
test.use({ javaScriptEnabled: false });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'no-js-forms-'));
  server = await startProductionServer({
    port: PORT,
    env: { DATA_DIR: dataDir, FORM_RATE_LIMIT_PER_MINUTE: '1000' },
  });
});
test.afterAll(async () => {
  if (server) await stopServer(server.child, 'SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Every stored lead, read from the server's own store file. */
function storedLeads(): Lead[] {
  const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true });
  try {
    const rows = db
      .prepare('SELECT form_kind AS kind, payload, page_url FROM leads ORDER BY rowid')
      .all() as {
      kind: string;
      payload: string;
      page_url: string | null;
    }[];
    return rows.map((row) => ({
      kind: row.kind,
      fields: JSON.parse(row.payload),
      pageUrl: row.page_url,
    }));
  } finally {
    db.close();
  }
}

function leadWithEmail(email: string): Lead | undefined {
  return storedLeads().find((lead) => lead.fields.email === email);
}

function leadsWithEmail(email: string): Lead[] {
  return storedLeads().filter((lead) => lead.fields.email === email);
}

/**
 * Clicks a form's submit button and checks the native post's answer: 303 See Other to `landing`,
 * then the confirmation there (200, a GET). Returns nothing until the page has landed.
 */
async function postAndLand(page: Page, submit: () => Promise<void>, landing: string) {
  const posted = page.waitForResponse((response) => response.request().method() === 'POST');
  await submit();
  const answer = await posted;
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe(landing);
  await expect(page).toHaveURL(`${server.origin}${landing}`);
  const confirmation = await answer.request().redirectedTo()?.response();
  expect(confirmation?.request().method()).toBe('GET');
  expect(confirmation?.status()).toBe(200);
  // Nothing personal in it: a page for everyone, kept out of search and the sitemap.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
}

/** Reloads the confirmation: a GET of the same page, so the store keeps one row. */
async function reloadStoresNothing(page: Page, email: string) {
  const url = page.url();
  const before = storedLeads().length;
  const reloaded = await page.reload();
  expect(reloaded?.request().method()).toBe('GET');
  expect(reloaded?.status()).toBe(200);
  expect(page.url()).toBe(url);
  expect(storedLeads()).toHaveLength(before);
  expect(leadsWithEmail(email)).toHaveLength(1);
}

async function open(page: Page, pagePath: string) {
  const response = await page.goto(`${server.origin}${pagePath}`);
  expect(response?.status()).toBe(200);
  // No script ran: the page is the prerendered HTML alone.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
}

test('the lead form posts natively, is stored and goes on to /final-step', async ({ page }) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await open(page, '/free-quote');
  const form = page.getByRole('form', { name: 'Free trial request' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Email address').fill('lead.nojs@example.com');
  await form.getByLabel('Company').fill('Rock Solid Geotech');
  await form.getByLabel('Logs per week').fill('12');
  const posted = page.waitForRequest((request) => request.method() === 'POST');
  await form.getByRole('button', { name: 'Start my free trial' }).click();
  const request = await posted;
  expect(request.url()).toBe(`${server.origin}/api/internal/quote`);
  expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
  await expect(page).toHaveURL(`${server.origin}/final-step`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, we have your details');
  expect(leadWithEmail('lead.nojs@example.com')).toMatchObject({
    kind: 'quote',
    fields: { first_name: 'Ada', company: 'Rock Solid Geotech', logs_per_week: '12', phone: '01' },
    pageUrl: `${server.origin}/free-quote`,
  });
  // What the visitor typed went in the body, never into an address.
  expect(addresses.filter((address) => /nojs|Rock|Solid|%40/.test(address))).toEqual([]);
});

test('the newsletter form posts natively, is stored and confirmed', async ({ page }) => {
  await open(page, '/');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('Email address').fill('newsletter.nojs@example.com');
  await form.getByLabel('Company').fill('Rock Solid Geotech');
  await postAndLand(
    page,
    () => form.getByRole('button', { name: 'Sign up' }).click(),
    '/forms/newsletter/sent',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're signed up");
  expect(leadWithEmail('newsletter.nojs@example.com')).toMatchObject({
    kind: 'newsletter',
    fields: { company: 'Rock Solid Geotech', first_name: '' },
  });
  await reloadStoresNothing(page, 'newsletter.nojs@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're signed up");
});

test('the contact button appears once email and message are written; the message is stored', async ({
  page,
}) => {
  await open(page, '/contact-us');
  const form = page.getByRole('form', { name: 'Contact the product team' });
  const send = form.getByRole('button', { name: 'Send message' });
  const note = form.getByText('Write your email and a message to send it.');
  await expect(send).toHaveCount(0);
  await expect(note).toBeVisible();
  await form.getByLabel('Email address').fill('contact.nojs@example.com');
  await expect(send).toHaveCount(0);
  await form.getByLabel('Message').fill('Can TabLogs import\nour old gINT projects?');
  await expect(send).toBeVisible();
  await expect(note).toBeHidden();
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Company').fill('Rock Solid Geotech');
  await form.getByLabel('Phone number').fill('+1 (555) 010-4821');
  await postAndLand(page, () => send.click(), '/forms/contact/sent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent');
  await expect(page.getByRole('status')).toHaveText(CONTACT_CONFIRMATION);
  expect(leadWithEmail('contact.nojs@example.com')).toMatchObject({
    kind: 'contact',
    fields: { name: 'Ada Lovelace', message: 'Can TabLogs import\nour old gINT projects?' },
  });
  await reloadStoresNothing(page, 'contact.nojs@example.com');
  await expect(page.getByRole('status')).toHaveText(CONTACT_CONFIRMATION);
});

test('at 375 px too, the contact button waits for email and message', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/contact-us');
  const form = page.getByRole('form', { name: 'Contact the product team' });
  const send = form.getByRole('button', { name: 'Send message' });
  await expect(send).toHaveCount(0);
  await form.getByLabel('Message').fill('Hello');
  await expect(send).toHaveCount(0);
  await form.getByLabel('Email address').fill('small.nojs@example.com');
  await expect(send).toBeVisible();
  await form.getByLabel('Message').fill('');
  await expect(send).toHaveCount(0);
});

test('the download form posts natively, is stored and links its document', async ({ page }) => {
  await open(page, DOWNLOAD.path);
  const form = page.getByRole('form', { name: `Download ${DOWNLOAD.heading}` });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Email address').fill('download.nojs@example.com');
  await form.getByLabel('Company').fill('Rock Solid Geotech');
  await postAndLand(
    page,
    () => form.getByRole('button', { name: 'Download Now' }).click(),
    `/forms/download/sent/${DOWNLOAD.id}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your download is ready');
  const link = page.getByRole('link', { name: `Download ${DOWNLOAD.heading} (PDF)` });
  await expect(link).toHaveAttribute('download', 'document.pdf');
  const href = await link.getAttribute('href');
  expect((await page.request.get(new URL(href ?? '', page.url()).href)).status()).toBe(200);
  expect(leadWithEmail('download.nojs@example.com')).toMatchObject({
    kind: 'download',
    fields: { document: DOWNLOAD.id, first_name: 'Ada' },
  });
  await reloadStoresNothing(page, 'download.nojs@example.com');
  await expect(link).toBeVisible();
});

test('a confirmation is a page for everyone: cacheable, with its CSP; an unknown document has none', async ({
  request,
}) => {
  for (const landing of [
    '/forms/contact/sent',
    '/forms/newsletter/sent',
    `/forms/download/sent/${DOWNLOAD.id}`,
  ]) {
    const response = await request.get(`${server.origin}${landing}`);
    expect(response.status(), landing).toBe(200);
    expect(response.headers()['cache-control'], landing).toBe('public, max-age=0, must-revalidate');
    expect(response.headers()['content-security-policy'], landing).toContain("'sha256-");
  }
  // Only the documents the content has: the slug, a heading or a made-up id find no page.
  for (const unknown of [
    '/forms/download/sent/no-such-document',
    '/forms/download/sent/tablabs-product-overview',
    '/forms/contact/sent/extra',
    '/forms/quote/sent',
  ]) {
    expect((await request.get(`${server.origin}${unknown}`)).status(), unknown).toBe(404);
  }
  const sitemap = await (await request.get(`${server.origin}/sitemap.xml`)).text();
  expect(sitemap).not.toContain('/forms/');
});

test('bad input stores nothing and shows the errors by the fields, keeping what was typed', async ({
  page,
}) => {
  await open(page, '/free-quote');
  const before = storedLeads().length;
  const form = page.getByRole('form', { name: 'Free trial request' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Email address').fill('ada@nowhere');
  await form.getByLabel('Phone number').fill('+61 7 3000 0000');
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Start my free trial' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your details');
  const again = page.getByRole('form', { name: 'Free trial request' });
  await expect(again.getByLabel('Email address')).toHaveValue('ada@nowhere');
  await expect(again.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(again.getByLabel('Email address')).toHaveAccessibleDescription(
    'Enter an email address like name@company.com',
  );
  await expect(again.getByLabel('Company')).toHaveAccessibleDescription('Enter your company name');
  await expect(again.getByLabel('First name')).toHaveValue('Ada');
  await expect(again.getByLabel('First name')).not.toHaveAttribute('aria-invalid');
  await expect(again.getByLabel('Phone number')).toHaveValue('+61 7 3000 0000');
  expect(page.url()).not.toContain('nowhere');
  expect(storedLeads()).toHaveLength(before);

  // Corrected on the page the server rendered, it is sent like the first time.
  await again.getByLabel('Email address').fill('corrected.nojs@example.com');
  await again.getByLabel('Company').fill('Rock Solid Geotech');
  await again.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(`${server.origin}/final-step`);
  expect(leadWithEmail('corrected.nojs@example.com')?.fields.phone).toBe('+61 7 3000 0000');
});

test('a post from another site is refused with 403 and stores nothing', async ({ page }) => {
  const before = storedLeads().length;
  // A page on another origin whose form posts to this site's form API.
  await page.route('http://elsewhere.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${server.origin}/api/internal/newsletter">
        <input name="email" value="forged.nojs@example.com"><input name="company" value="X">
        <button>Go</button></form>`,
    }),
  );
  await page.goto('http://elsewhere.test/');
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Go' }).click();
  expect((await answer).status()).toBe(403);
  expect(storedLeads()).toHaveLength(before);
  expect(leadWithEmail('forged.nojs@example.com')).toBeUndefined();
});
