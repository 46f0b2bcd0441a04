import { expect, test } from '../support/fixtures';

const PAGES = [
  '/resources/blog',
  '/resources/blog/getting-more-from-spt-data-n60-energy-corrections-refusal-and-what-to-record',
  '/resources/faqs',
  '/resources/geotech-101',
  '/resources/newsletters',
  '/resources/newsletters/0',
  '/resources/product-updates',
  '/resources/downloads',
  '/resources/downloads/field-guide-to-soil-descriptions',
];

test('every internal link on the resources pages resolves', async ({ page, request, visit }) => {
  // Nine pages and every link on them: more than the default time on a busy machine.
  test.slow();
  const checked = new Map<string, number>();
  for (const path of PAGES) {
    await visit(path, { a11y: false });
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      if (checked.has(href)) continue;
      const response = await request.get(href, { maxRedirects: 0 });
      checked.set(href, response.status());
    }
  }
  const broken = [...checked].filter(([, status]) => status !== 200 && status !== 301);
  expect(broken).toEqual([]);
  // "Read more" and "Read now" targets are among them.
  expect([...checked.keys()]).toContain('/resources/downloads/tablabs-product-overview');
  expect([...checked.keys()]).toContain(
    '/resources/blog/cpt-and-borehole-logs-side-by-side-reading-two-records-of-one-profile',
  );
});

test('the header Resources menu reaches every resources page', async ({ page, visit }) => {
  await visit('/resources/blog', { a11y: false });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Resources' }).click();
  const hrefs = await nav
    .locator('a[href^="/resources/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs)).toEqual(
    new Set([
      '/resources/faqs',
      '/resources/geotech-101',
      '/resources/newsletters',
      '/resources/blog',
      '/resources/product-updates',
      '/resources/downloads',
    ]),
  );
});
