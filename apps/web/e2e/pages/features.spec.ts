import { expect, test } from '../support/fixtures';
import { storeRegion, stubVideoPlayer } from '../support/marketing-helpers';

const PAGES = [
  {
    path: '/features',
    blocks: 7,
    heading: 'Borehole logging software built by geotechnical engineers',
  },
  {
    path: '/features/app',
    blocks: 4,
    heading: 'The field app for boreholes, test pits and rock core',
  },
  { path: '/features/dashboard', blocks: 3, heading: 'A dashboard for every active investigation' },
  {
    path: '/features/manage',
    blocks: 3,
    heading: 'Plan investigations, manage lab requests and issue reports',
  },
  {
    path: '/features/visualise',
    blocks: 3,
    heading: 'See the subsurface: 3D models, sections and GIS maps',
  },
  {
    path: '/features/database',
    blocks: 4,
    heading: 'One database for all your ground investigation data',
  },
] as const;

test.describe('feature pages', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const { path, blocks, heading } of PAGES) {
    test(`${path}: heading, blocks and structured data`, async ({ page, visit }) => {
      await visit(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('.media-block:visible')).toHaveCount(blocks);
      await expect(page.locator('iframe')).toHaveCount(0);
      const types = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text)['@type']);
      // No price shows here, so no SoftwareApplication with offers (decision 0036).
      expect(types).not.toContain('SoftwareApplication');
      const newsletter = page.getByRole('heading', { name: 'Sign up to our monthly newsletter' });
      await expect(newsletter).toHaveCount(path === '/features/database' ? 1 : 0);
    });

    test(`${path}: distinct pictures and the closing discovery-call band`, async ({
      page,
      visit,
    }) => {
      await visit(path, { a11y: false });
      const pictures = await page
        .locator('.media-block:visible .media-block__media img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
      expect(pictures).toHaveLength(blocks);
      expect(new Set(pictures).size).toBe(pictures.length);
      const cta = page.locator('main .cta-band');
      await expect(cta.getByRole('heading', { name: 'Book a Discovery Call' })).toBeVisible();
      await expect(cta.getByRole('link', { name: 'Find a time' })).toHaveAttribute(
        'href',
        '/discovery-call',
      );
      // The band closes the page; only the database page's newsletter form comes after it.
      const after = await cta.evaluate((band) => {
        const next = band.nextElementSibling;
        return next ? next.getAttribute('aria-label') : null;
      });
      expect(after).toBe(path === '/features/database' ? 'Newsletter sign-up' : null);
    });
  }

  test('on a phone the later illustrations wait until the visitor nears them', async ({
    page,
    visit,
  }) => {
    // Lighthouse's phone (decision 0069): the second block's illustration frame lies past the
    // 150%-of-a-screen margin in which Chrome renders `content-visibility: auto`, so it is not
    // fetched beside the hero; scrolling towards it fetches it and shows it.
    await page.setViewportSize({ width: 412, height: 823 });
    const illustrations: string[] = [];
    page.on('request', (request) => {
      const name = /\/content\/(illus-[^./]+)/.exec(request.url())?.[1];
      if (name) illustrations.push(name);
    });
    await visit('/features/app', { a11y: false });
    await page.waitForLoadState('networkidle');
    expect(new Set(illustrations)).toEqual(new Set(['illus-offline-sync']));

    const second = page.locator('.media-block').nth(1).locator('img');
    await second.scrollIntoViewIfNeeded();
    await expect
      .poll(() => second.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(illustrations).toContain('illus-description-builder');
  });

  test('the tutorial video loads its player only after a click', async ({ page, visit }) => {
    const requested = await stubVideoPlayer(page);
    await visit('/features/app', { a11y: false });
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requested).toEqual([]);
    await page.getByRole('button', { name: /Play video: / }).click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/,
    );
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  test('blocks carry bullets and an optional Learn more', async ({ page, visit }) => {
    await visit('/features/app', { a11y: false });
    const first = page.locator('.media-block').first();
    await expect(first.locator('.check-list li')).toHaveCount(4);
    await expect(first.getByRole('link', { name: /Learn more/ })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: /Learn more\W+Descriptions built term by term/ }),
    ).toHaveAttribute('href', '/how-it-works');
  });

  test('the overview offers a discovery call', async ({ page, visit }) => {
    await visit('/features', { a11y: false });
    await expect(page.getByRole('heading', { name: 'Book a Discovery Call' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find a time' })).toHaveAttribute(
      'href',
      '/discovery-call',
    );
  });

  const regional = [
    { region: 'AU', block: 'Soil and rock descriptions that follow the standard' },
    { region: 'US', block: 'ASTM D2487 classification built in' },
    { region: 'EU', block: 'Descriptions to EN ISO 14688-1 and EN ISO 14689' },
  ] as const;
  for (const { region, block } of regional) {
    test(`the overview shows the ${region} feature blocks only`, async ({ page, visit }) => {
      await storeRegion(page, region);
      await visit('/features', { a11y: false });
      await expect(page.getByRole('heading', { name: block })).toBeVisible();
      for (const other of regional.filter((item) => item.region !== region)) {
        await expect(page.getByRole('heading', { name: other.block })).toBeHidden();
      }
      await expect(page.locator('.media-block:visible')).toHaveCount(7);
    });
  }

  test('how it works walks from planning to the issued report, detailing every step', async ({
    page,
    visit,
  }) => {
    await visit('/how-it-works');
    const steps = page.locator('.workflow-steps > li');
    await expect(steps).toHaveCount(6);
    await expect(steps.first()).toContainText('Plan the investigation');
    await expect(steps.nth(1)).toContainText('Log in the field');
    await expect(steps.last()).toContainText('Issue reports');
    const details = page.locator('.media-block:visible');
    await expect(details).toHaveCount(6);
    for (let step = 1; step <= 6; step++) {
      const detail = page.locator(`#step-${step}`);
      await expect(detail).toContainText(`Step ${step}`);
      await expect(detail.locator('.check-list li').first()).toBeVisible();
    }
    await expect(page.locator('#step-4 h2')).toHaveText('Review on the dashboard');
    const pictures = await details
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(new Set(pictures).size).toBe(6);
    await steps.nth(3).getByRole('link', { name: 'Review on the dashboard' }).click();
    await expect(page).toHaveURL(/#step-4$/);
    await expect(page.locator('#step-4')).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Find a time' })).toHaveAttribute(
      'href',
      '/discovery-call',
    );
  });
});

test.describe('TabLabs', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a click on a key feature changes the image; quotes go to the contact page', async ({
    page,
    visit,
  }) => {
    await visit('/tablabs');
    const list = page.getByRole('list', { name: 'Key features' });
    const panel = page.locator('.tablabs-features__panel img');
    await expect(list.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(panel).toHaveAttribute('src', /illus-lab-work-order/);
    await list.getByRole('button', { name: /^Test scheduling/ }).click();
    await expect(list.getByRole('button', { name: /^Test scheduling/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(panel).toHaveAttribute('src', /illus-lab-scheduling/);
    await expect(page.getByRole('link', { name: 'Contact us for a quote' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(
      page.getByRole('heading', { name: 'Sign up to our monthly newsletter' }),
    ).toBeVisible();
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text)['@type'],
    );
    // No price shows here, so no SoftwareApplication with offers (decision 0036).
    expect(types).not.toContain('SoftwareApplication');
  });
});
