import { expect, test } from '../support/fixtures';
import { structuredData } from '../support/resources-helpers';

const SPT_SLUG = 'getting-more-from-spt-data-n60-energy-corrections-refusal-and-what-to-record';
const SPT_TITLE = 'Getting More from SPT Data: N60, Energy Corrections, Refusal and What to Record';

test('the blog list features the newest post and lists the others with Read more', async ({
  page,
  visit,
}) => {
  await visit('/resources/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const featured = page.locator('.featured-card');
  await expect(featured.getByText('Latest article')).toBeVisible();
  await expect(featured.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  const others = page.getByRole('list').filter({ has: page.locator('.post-card') });
  await expect(others.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('link', { name: /^Read more/ })).toHaveCount(6);

  await page.getByRole('link', { name: `Read more: ${SPT_TITLE}` }).click();
  await expect(page).toHaveURL(`/resources/blog/${SPT_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPT_TITLE);
});

test('the blog links its RSS feed, served as XML with absolute links', async ({
  page,
  request,
  visit,
}) => {
  await visit('/resources/blog');
  const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(alternate).toHaveAttribute('href', '/resources/blog/rss.xml');
  await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
    'href',
    '/resources/blog/rss.xml',
  );
  const feed = await request.get('/resources/blog/rss.xml');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/xml/);
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml.match(/<item>/g)).toHaveLength(6);
  expect(xml).toMatch(new RegExp(`<link>https?://[^<]+/resources/blog/${SPT_SLUG}</link>`));
});

test('a post shows banner, title, blurb, author, date and body, with BlogPosting data', async ({
  page,
  visit,
}) => {
  await visit(`/resources/blog/${SPT_SLUG}`);
  const article = page.getByRole('article', { name: SPT_TITLE });
  await expect(article.locator('.blog-post__banner')).toHaveAttribute('width', /\d+/);
  await expect(article.getByText('Priya Raman')).toBeVisible();
  const date = article.locator('header time');
  await expect(date).toHaveText('18 Nov 2025');
  await expect(date).toHaveAttribute('dateTime', '2025-11-18');
  await expect(
    article.getByRole('heading', { level: 2, name: 'What N actually measures' }),
  ).toBeVisible();
  const maxWidth = await article
    .locator('.blog-post__body')
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).maxWidth));
  expect(maxWidth).toBeGreaterThan(500);
  expect(maxWidth).toBeLessThan(900);

  const jsonLd = (await structuredData(page)).find((data) => data['@type'] === 'BlogPosting');
  expect(jsonLd).toMatchObject({
    '@type': 'BlogPosting',
    headline: SPT_TITLE,
    author: { name: 'Priya Raman' },
    datePublished: '2025-11-18',
    dateModified: '2025-11-18',
    image: expect.arrayContaining([expect.stringMatching(/^https?:\/\/.+\.svg$/)]),
  });
});

test('"Read now" in Latest articles switches to a freshly mounted post', async ({
  page,
  visit,
}) => {
  await visit(`/resources/blog/${SPT_SLUG}`);
  const sidebar = page.getByRole('complementary', { name: 'Latest articles' });
  await expect(sidebar.getByRole('link', { name: /^Read now/ })).toHaveCount(4);
  const firstArticle = page.getByRole('article').first();
  await firstArticle.evaluate((element) => element.setAttribute('data-old-mount', ''));
  await sidebar.getByRole('link', { name: /^Read now: CPT and Borehole Logs/ }).click();
  await expect(page).toHaveURL(
    '/resources/blog/cpt-and-borehole-logs-side-by-side-reading-two-records-of-one-profile',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'CPT and Borehole Logs Side by Side: Reading Two Records of One Profile',
  );
  await expect(page.locator('[data-old-mount]')).toHaveCount(0);
  await expect(page).toHaveTitle(/CPT and Borehole Logs Side by Side/);
});

// Each form in a fresh page: revisiting the slug URL in one page would revalidate it (304).
for (const [form, encode] of [
  ['URL-encoded', encodeURIComponent],
  ['with its punctuation as typed', encodeURI],
] as const) {
  test(`the title as id (${form}) leads to the slug URL`, async ({ page, visit }) => {
    await visit(`/resources/blog/${encode(SPT_TITLE)}`, { a11y: false });
    await expect(page).toHaveURL(`/resources/blog/${SPT_SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPT_TITLE);
  });
}

test('an unknown post is a 404 from the server', async ({ request }) => {
  const response = await request.get('/resources/blog/no-such-post');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('We couldn’t find that page');
});
