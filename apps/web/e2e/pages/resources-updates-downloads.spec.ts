import { expect, test } from '../support/fixtures';

test('product updates: a timeline, newest first, the first tagged Latest', async ({
  page,
  visit,
}) => {
  await visit('/resources/product-updates');
  const entries = page.locator('.release-timeline > li');
  await expect(entries).toHaveCount(10);
  await expect(entries.first()).toContainText('Cross-section builder');
  await expect(entries.first()).toContainText('Latest');
  await expect(entries.first()).toContainText('Released on 06 October 2026');
  await expect(entries.first().getByRole('listitem')).toHaveCount(4);
  await expect(page.getByText('Latest', { exact: true })).toHaveCount(1);
  const dates = await entries
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  for (const time of await entries.locator('time').allTextContents()) {
    expect(time).toMatch(/^Released on \d{2} [A-Z][a-z]+ \d{4}$/);
  }
});

test('the variant path redirects to product updates', async ({ page, visit }) => {
  await visit('/features/resources/product-updates');
  await expect(page).toHaveURL('/resources/product-updates');
});

test('downloads: the first featured, the rest in a grid with Read more by heading', async ({
  page,
  visit,
}) => {
  await visit('/resources/downloads');
  await expect(page.locator('.featured-card')).toContainText('Field Guide to Soil Descriptions');
  await expect(page.locator('.card-grid .resource-card')).toHaveCount(3);
  await page.getByRole('link', { name: 'Read more: TabLabs Product Overview' }).click();
  await expect(page).toHaveURL('/resources/downloads/tablabs-product-overview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TabLabs Product Overview');
});

test('a download shows image, heading, description and the Download Now form', async ({
  page,
  visit,
}) => {
  await visit('/resources/downloads/switching-logging-tools-a-migration-checklist');
  const detail = page.getByRole('article');
  await expect(detail.getByRole('img')).toHaveAttribute('alt', /.+/);
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(
    'Switching Logging Tools: A Migration Checklist',
  );
  await expect(detail.locator('.prose p').first()).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Download Now' })).toBeVisible();
});

test('the heading as id resolves to the slug URL', async ({ page, visit }) => {
  await visit(
    `/resources/downloads/${encodeURIComponent('Switching Logging Tools: A Migration Checklist')}`,
    {
      a11y: false,
    },
  );
  await expect(page).toHaveURL(
    '/resources/downloads/switching-logging-tools-a-migration-checklist',
  );
});

test('?id= switches the document, by heading or by slug', async ({ page, visit }) => {
  await visit(
    `/resources/downloads/field-guide-to-soil-descriptions?id=${encodeURIComponent('TabLabs Product Overview')}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TabLabs Product Overview');
  await expect(page).toHaveTitle('TabLabs Product Overview | TabLogs');
  await visit(
    '/resources/downloads/field-guide-to-soil-descriptions?id=borehole-log-report-template-pack',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Borehole Log Report Template Pack',
  );
});

test('an unknown ?id= shows the 404 content', async ({ page, visit }) => {
  await visit('/resources/downloads/field-guide-to-soil-descriptions?id=No%20such%20guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'We couldn’t find that download',
  );
  await expect(page.getByText('There is no document called “No such guide”')).toBeVisible();
  await expect(page).toHaveTitle('Download not found | TabLogs');
});

test('an unknown download path is a 404 from the server', async ({ request }) => {
  expect((await request.get('/resources/downloads/no-such-guide')).status()).toBe(404);
});
