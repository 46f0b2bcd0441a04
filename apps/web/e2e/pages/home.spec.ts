import { expect, holdChunk, test, waitForHydration } from '../support/fixtures';
import { slidesInView, storeRegion } from '../support/marketing-helpers';

test.describe('home page', () => {
  // The page is checked with axe once (first test); the others test behaviour only.
  test.describe.configure({ timeout: 60_000 });
  test('hero, switch link and statistics link where they should', async ({ page, visit }) => {
    await visit('/');
    await expect(page).toHaveTitle(/TabLogs/);
    await expect(
      page.getByRole('link', { name: 'Learn more about our borehole logging app' }),
    ).toHaveAttribute('href', '/features/app');
    await expect(page.getByRole('link', { name: 'Get started today' })).toHaveAttribute(
      'href',
      '/discovery-call',
    );
    const switchLink = page.getByRole('link', {
      name: /Switch from LegacyLog before support ends in 2028/,
    });
    await expect(switchLink).toHaveAttribute('href', '/switch-now');
    const stats = page.locator('.home-stats');
    for (const text of ['300+', '250k+', '800k+', '350,000+ boreholes logged']) {
      await expect(stats.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Get Started!' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Sign up to our monthly newsletter' }),
    ).toBeVisible();
  });

  test('the hero image loads first; every image has a size and alt text', async ({
    page,
    visit,
  }) => {
    await visit('/', { a11y: false });
    const hero = page.locator('.home-hero img');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    const bad = await page
      .locator('img')
      .evaluateAll((images) =>
        images
          .filter(
            (img) =>
              !img.getAttribute('width') ||
              !img.getAttribute('height') ||
              img.getAttribute('alt') === null,
          )
          .map((img) => img.getAttribute('src')),
      );
    expect(bad).toEqual([]);
    const eager = await page.locator('img[loading="eager"]').count();
    expect(eager).toBe(1);
  });

  test('Organization structured data', async ({ page, visit }) => {
    await visit('/', { a11y: false });
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((text) => JSON.parse(text)['@type']);
    expect(types).toContain('Organization');
  });

  test('the feature explorer starts on field logging and a click changes the image', async ({
    page,
    visit,
  }) => {
    await visit('/', { a11y: false });
    const explorer = page.locator('.explorer:visible');
    const image = explorer.locator('.explorer__image');
    await expect(explorer.getByRole('button', { name: /^Field logging/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(image).toHaveAttribute('src', /illus-field-tablet/);
    await explorer.getByRole('button', { name: /^GIS mapping/ }).click();
    await expect(explorer.getByRole('button', { name: /^GIS mapping/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(explorer.getByRole('button', { name: /^Field logging/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(image).toHaveAttribute('src', /illus-gis-map/);
  });

  const breakpoints = [
    { width: 1280, perView: 8 },
    { width: 1024, perView: 5 },
    { width: 768, perView: 5 },
    { width: 480, perView: 2 },
    { width: 375, perView: 2 },
  ];
  for (const { width, perView } of breakpoints) {
    test(`the client logo carousel shows ${perView} logos at ${width} px`, async ({
      page,
      visit,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit('/', { a11y: false });
      const carousel = page.getByRole('region', { name: 'Our clients', exact: true });
      await expect.poll(async () => (await slidesInView(carousel)).labels.length).toBe(perView);
      const { widths, track } = await slidesInView(carousel);
      for (const slideWidth of widths) expect(slideWidth).toBeCloseTo(track / perView, 0);
    });
  }

  test('the logo carousel moves a view (8 logos) at a time with previous and next, wrapping', async ({
    page,
    visit,
  }) => {
    await visit('/', { a11y: false });
    const carousel = page.getByRole('region', { name: 'Our clients', exact: true });
    const first = async () => (await slidesInView(carousel)).labels[0];
    await expect.poll(first).toBe('Client 1 of 12');
    await carousel.getByRole('button', { name: 'Next clients' }).click();
    await expect.poll(first).toBe('Client 9 of 12');
    await carousel.getByRole('button', { name: 'Previous clients' }).click();
    await expect.poll(first).toBe('Client 1 of 12');
    await carousel.getByRole('button', { name: 'Previous clients' }).click();
    await expect.poll(first).toBe('Client 9 of 12');
  });

  test('the testimonial slider hides previous on the first and next on the last', async ({
    page,
    visit,
  }) => {
    await visit('/', { a11y: false });
    const slider = page.getByRole('region', { name: 'What our clients say' });
    const previous = slider.getByRole('button', { name: 'Previous testimonial' });
    const next = slider.getByRole('button', { name: 'Next testimonial' });
    const slides = slider.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    await expect(previous).toBeHidden();
    await expect(next).toBeVisible();
    expect((await slidesInView(slider)).labels).toEqual([`Testimonial 1 of ${count}`]);
    for (let step = 2; step <= count; step += 1) {
      await next.click();
      await expect
        .poll(async () => (await slidesInView(slider)).labels)
        .toEqual([`Testimonial ${step} of ${count}`]);
    }
    await expect(next).toBeHidden();
    await expect(previous).toBeVisible();
  });

  test('the testimonial slider keeps its prerendered slides while its code loads, then moves', async ({
    page,
  }) => {
    // The slider is an island: hold its chunk so the other islands hydrate without it.
    const chunk = await holdChunk(page, 'testimonial-carousel');
    await page.goto('/');
    await page.locator('html[data-hydrated][data-islands-pending]').waitFor({ state: 'attached' });
    const slider = page.getByRole('region', { name: 'What our clients say' });
    const count = await slider.locator('[aria-roledescription="slide"]').count();
    expect(count).toBeGreaterThan(1);
    await slider.evaluate((element) => {
      (window as { prerenderedSlider?: Element }).prerenderedSlider = element;
    });

    chunk.release();
    await waitForHydration(page);
    expect(
      await slider.evaluate(
        (element) => (window as { prerenderedSlider?: Element }).prerenderedSlider === element,
      ),
    ).toBe(true);
    await slider.getByRole('button', { name: 'Next testimonial' }).click();
    await expect
      .poll(async () => (await slidesInView(slider)).labels)
      .toEqual([`Testimonial 2 of ${count}`]);
    await slider.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect
      .poll(async () => (await slidesInView(slider)).labels)
      .toEqual([`Testimonial 1 of ${count}`]);
  });

  test('a link to the home page loads its prerendered HTML whole, and its islands then work', async ({
    page,
    visit,
  }) => {
    await visit('/final-step', { a11y: false });
    // Every navigation is a page load (decision 0032): the document comes from the server.
    const documentRequest = page.waitForRequest(
      (request) => request.resourceType() === 'document' && new URL(request.url()).pathname === '/',
    );
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await documentRequest;
    await expect(page).toHaveURL(/\/$/);
    const main = page.locator('main');
    await expect(main.locator('.home-clients .tl-carousel')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Free trial request' })).toBeVisible();
    await waitForHydration(page);
    const slider = page.getByRole('region', { name: 'What our clients say' });
    await slider.getByRole('button', { name: 'Next testimonial' }).click();
    await expect
      .poll(async () => (await slidesInView(slider)).labels)
      .toEqual([expect.stringMatching(/^Testimonial 2 of \d+$/)]);
  });

  test('a testimonial links to its video only when it has one', async ({ page, visit }) => {
    await visit('/', { a11y: false });
    const slider = page.getByRole('region', { name: 'What our clients say' });
    const withVideo = slider.getByRole('group').filter({ hasText: 'Basalt & Co Geotechnical' });
    // The watch page, not the bare player the video carousel frames.
    await expect(
      withVideo.getByRole('link', { name: /Watch Basalt & Co Geotechnical's Story Here/ }),
    ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=rT3nB8vKq1m');
    const withoutVideo = slider.getByRole('group').filter({ hasText: 'Clearwater Environmental' });
    await expect(withoutVideo.getByRole('link', { name: /Story Here/ })).toHaveCount(0);
    await expect(slider.getByRole('link', { name: /Story Here/ })).toHaveCount(5);
  });

  const regional = [
    {
      region: 'AU',
      heading: 'Borehole logging software for geotechnical engineers',
      card: 'AS 1726',
    },
    { region: 'US', heading: 'Boring log software for geotechnical engineers', card: 'ASTM D2488' },
  ] as const;
  for (const { region, heading, card } of regional) {
    test(`a visitor from ${region} reads that region's copy, and only that variant`, async ({
      page,
      visit,
    }) => {
      await storeRegion(page, region);
      await visit('/', { a11y: false });
      // One <h1> in the page whatever the regions; it shows and reads as this region's words.
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(heading, { useInnerText: true });
      await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(heading);
      await expect(page.locator('.explorer:visible')).toHaveCount(1);
      await expect(page.locator('.explorer:visible .tl-feature-card').first()).toContainText(card);
      // The other region's copy is in the page, hidden.
      const other = regional.find((item) => item.region !== region);
      await expect(h1.getByText(other?.heading ?? '', { exact: true })).toBeAttached();
      await expect(h1.getByText(other?.heading ?? '', { exact: true })).toBeHidden();
    });
  }
});
