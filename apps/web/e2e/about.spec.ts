import { expect, test } from './fixtures';
import { slidesInView, stubVideoPlayer } from './marketing-helpers';

test.describe('about', () => {
  test.describe.configure({ timeout: 60_000 });

  test('intro, team cards and the two offices', async ({ page, visit }) => {
    await visit('/about');
    await expect(page.locator('#team')).toBeAttached();
    await expect(page.locator('#contact')).toBeAttached();
    const cards = page.locator('.team-card');
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole('heading')).toHaveText('Hamish Calder');
    await expect(cards.first()).toContainText('CEO & Geotechnical Engineer');
    await expect(cards.first().locator('img')).toHaveAttribute('alt', /.+/);
    // The team is prerendered, so the loading text never shows.
    await expect(page.getByText('LOADING...')).toHaveCount(0);
    const contact = page.locator('#contact');
    await expect(contact.getByRole('heading', { name: 'North America' })).toBeVisible();
    await expect(contact.getByRole('heading', { name: 'Australia/Pacific' })).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Send us a message' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  test('the About menu anchors land on the team and contact sections', async ({ page, visit }) => {
    await visit('/about#contact', { a11y: false });
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test.describe('client testimonials', () => {
  test.describe.configure({ timeout: 60_000 });

  test('cards, the video link rule, the logo wall and the call to action', async ({
    page,
    visit,
  }) => {
    await visit('/about/client-testimonials');
    const cards = page.locator('.testimonial-card');
    await expect(cards).toHaveCount(9);
    await expect(
      cards
        .filter({ hasText: 'Basalt & Co Geotechnical' })
        .getByRole('link', { name: /Watch Basalt & Co Geotechnical's Story Here/ }),
    ).toBeVisible();
    await expect(
      cards
        .filter({ hasText: 'Clearwater Environmental' })
        .getByRole('link', { name: /Story Here/ }),
    ).toHaveCount(0);
    await expect(
      page.locator('.testimonial-cards').getByRole('link', { name: /Story Here/ }),
    ).toHaveCount(5);
    await expect(page.locator('.logo-wall img')).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'Find a time' })).toHaveAttribute(
      'href',
      '/discovery-call',
    );
  });

  test('the video carousel wraps both ways and plays on click', async ({ page, visit }) => {
    const requested = await stubVideoPlayer(page);
    await visit('/about/client-testimonials', { a11y: false });
    const carousel = page.getByRole('region', { name: 'Customer story videos' });
    const current = async () => (await slidesInView(carousel)).labels;
    await expect.poll(current).toEqual(['Video 1 of 5']);
    await carousel.getByRole('button', { name: 'Previous video' }).click();
    await expect.poll(current).toEqual(['Video 5 of 5']);
    await carousel.getByRole('button', { name: 'Next video' }).click();
    await expect.poll(current).toEqual(['Video 1 of 5']);
    await carousel.getByRole('button', { name: 'Next video' }).click();
    await expect.poll(current).toEqual(['Video 2 of 5']);
    const posters = carousel.locator('img');
    await expect(posters).toHaveCount(5);
    await expect(posters.nth(1)).toHaveAttribute('src', /poster-testimonial-2/);
    expect(requested).toEqual([]);
    await carousel
      .getByRole('group', { name: 'Video 2 of 5' })
      .getByRole('button', { name: /Play video: / })
      .click();
    await expect(carousel.locator('iframe')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\//,
    );
  });
});
