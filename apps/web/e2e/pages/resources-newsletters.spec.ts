import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seriousViolationsOutsideEmail } from '../support/resources-helpers';

/** Chromium's report that the sandbox stopped a script: evidence the frame holds, not a fault. */
const SANDBOX_BLOCKED_SCRIPT = /Blocked script execution in 'about:srcdoc'/;

/** The edition frame and how tall its document is, read from inside the frame. */
async function frameHeights(page: Page) {
  const frameElement = page.locator('iframe.email-frame__frame');
  await expect(frameElement).toHaveAttribute('data-measured', '');
  const frame = await (await frameElement.elementHandle())?.contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.waitForLoadState('load');
  const box = await frameElement.boundingBox();
  const inFrame = await frame.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return { frameHeight: box?.height ?? 0, ...inFrame };
}

test('the list shows every edition with image, name, blurb, date and a link, and the sign-up', async ({
  page,
  problems,
  visit,
}) => {
  problems.allow(SANDBOX_BLOCKED_SCRIPT);
  await visit('/resources/newsletters');
  const cards = page.locator('.resource-card');
  await expect(cards).toHaveCount(4);
  await expect(
    page.getByRole('heading', { name: 'Sign up to our monthly newsletter' }),
  ).toBeVisible();
  const first = cards.first();
  await expect(
    first.getByRole('heading', { name: 'TabLogs Monthly — October 2026' }),
  ).toBeVisible();
  await expect(first.locator('time')).toHaveText('06 Oct 2026');
  await expect(first.getByRole('img')).toHaveAttribute('alt', /.+/);
  await first.getByRole('link', { name: /^Read the edition/ }).click();
  // Numbered from the oldest of the four editions (decision 0036): the newest is 3.
  await expect(page).toHaveURL('/resources/newsletters/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'TabLogs Monthly — October 2026',
  );
});

for (const width of [1280, 375]) {
  test(`at ${width} px the edition's frame is sandboxed and as tall as its email`, async ({
    page,
    problems,
    visit,
  }) => {
    problems.allow(SANDBOX_BLOCKED_SCRIPT);
    await page.setViewportSize({ width, height: 900 });
    await visit('/resources/newsletters/1', { a11y: false });
    expect(await seriousViolationsOutsideEmail(page)).toEqual([]);
    const frameElement = page.locator('iframe.email-frame__frame');
    const sandbox = (await frameElement.getAttribute('sandbox')) ?? '';
    expect(sandbox.split(/\s+/)).not.toContain('allow-scripts');
    expect(sandbox.split(/\s+/)).not.toContain('allow-same-origin');
    const heights = await frameHeights(page);
    // No inner scrollbar: the frame is at least as tall and as wide as its document.
    expect(heights.frameHeight).toBeGreaterThanOrEqual(heights.scrollHeight);
    expect(heights.scrollWidth).toBeLessThanOrEqual(heights.clientWidth);
    // …and not much taller: the measurement follows the content.
    expect(heights.frameHeight - heights.scrollHeight).toBeLessThan(24);
  });
}

test('the frame follows its content when the window is resized', async ({
  page,
  problems,
  visit,
}) => {
  problems.allow(SANDBOX_BLOCKED_SCRIPT);
  await visit('/resources/newsletters/2', { a11y: false });
  expect(await seriousViolationsOutsideEmail(page)).toEqual([]);
  const wide = await frameHeights(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(async () => (await page.locator('iframe.email-frame__frame').boundingBox())?.height)
    .toBeGreaterThan(wide.frameHeight);
  const narrow = await frameHeights(page);
  expect(narrow.frameHeight).toBeGreaterThanOrEqual(narrow.scrollHeight);
});

test('the older/newer links move between editions', async ({ page, problems, visit }) => {
  problems.allow(SANDBOX_BLOCKED_SCRIPT);
  await visit('/resources/newsletters/1', { a11y: false });
  expect(await seriousViolationsOutsideEmail(page)).toEqual([]);
  await page.getByRole('link', { name: /Newer edition/ }).click();
  await expect(page).toHaveURL('/resources/newsletters/2');
  await page.getByRole('link', { name: /Older edition/ }).click();
  await expect(page).toHaveURL('/resources/newsletters/1');
  await page.getByRole('link', { name: /Older edition/ }).click();
  await expect(page).toHaveURL('/resources/newsletters/0');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TabLogs Monthly — July 2026');
});

test('an index that is not an edition is a 404 from the server', async ({ request }) => {
  expect((await request.get('/resources/newsletters/99')).status()).toBe(404);
  expect((await request.get('/resources/newsletters/first')).status()).toBe(404);
});

// Defence in depth: even HTML that escaped the sanitiser stays inert inside the frame.
const HOSTILE_EMAIL = `<!DOCTYPE html><html><head><style>body{background:red}</style></head><body>
<script>alert('script'); parent.document.body.dataset.pwned = 'script';</script>
<img src="data:image/png;base64,AAAA" onerror="alert('onerror')" alt="">
<a id="js-link" href="javascript:alert('href')">Claim your prize</a>
<iframe src="javascript:alert('iframe')"></iframe>
<div style="position:fixed;inset:0;z-index:2147483647;background:red">Covering the page</div>
</body></html>`;

test('hostile email HTML in the frame runs nothing and stays in its box', async ({
  page,
  problems,
  visit,
}) => {
  problems.allow(SANDBOX_BLOCKED_SCRIPT);
  // The page's CSP refusing the javascript: link is a second fence, reported on the console.
  problems.allow(/Running the JavaScript URL violates the following Content Security Policy/);
  const dialogs: string[] = [];
  const scriptUrls: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (request.url().startsWith('javascript:')) scriptUrls.push(request.url());
  });
  await visit('/resources/newsletters/0', { a11y: false });
  expect(await seriousViolationsOutsideEmail(page)).toEqual([]);
  const header = page.locator('header').first();
  const before = await header.screenshot();
  const title = await page.title();

  const frameElement = page.locator('iframe.email-frame__frame');
  await frameElement.evaluate((element, html) => {
    (element as HTMLIFrameElement).srcdoc = html;
  }, HOSTILE_EMAIL);
  const frame = await (await frameElement.elementHandle())?.contentFrame();
  if (!frame) throw new Error('no frame');
  await frame.waitForLoadState('load');
  await expect(frame.getByText('Covering the page')).toBeVisible();
  // The cover sits over the link, so the click is dispatched to the link itself.
  await frame.locator('#js-link').dispatchEvent('click');

  expect(dialogs).toEqual([]);
  expect(scriptUrls).toEqual([]);
  expect(await page.title()).toBe(title);
  expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
  // The fixed "cover" is confined to the frame: outside it, the page is what it was.
  const box = await frameElement.boundingBox();
  if (!box) throw new Error('no frame box');
  const outside = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
    x: 10,
    y: 10,
  });
  expect(outside).not.toBe('IFRAME');
  expect(await header.screenshot()).toEqual(before);
});
