import { CONTACT_CONFIRMATION } from '../../app/leads/forms/contact-form';
import { expect, test } from '../support/fixtures';
import { recordSubmissions } from '../support/forms-helpers';
import { slidesInView, stubVideoPlayer } from '../support/marketing-helpers';

test.describe('about', () => {
  test.describe.configure({ timeout: 60_000 });

  test('intro, team cards, and the contact form with the two offices', async ({ page, visit }) => {
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
    // The same section as /contact-us, one heading level down: h2 under the page's h1.
    const contact = page.getByRole('region', { name: 'Talk to our team' });
    await expect(contact).toHaveAttribute('id', 'contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(
      contact.getByRole('heading', { level: 2, name: 'Talk to our team' }),
    ).toBeVisible();
    await expect(contact.getByRole('form', { name: 'Contact the product team' })).toBeVisible();
    for (const office of ['North America', 'Australia/Pacific']) {
      await expect(contact.getByRole('heading', { level: 3, name: office })).toBeVisible();
    }
    await expect(contact.getByRole('link', { name: 'Send us a message' })).toHaveCount(0);
    const repeatedIds = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(repeatedIds).toEqual([]);
  });

  test('a visitor sends a message from #contact and reads the confirmation', async ({
    page,
    visit,
  }) => {
    const sent = recordSubmissions(page, 'contact');
    await visit('/about#contact', { a11y: false });
    const contact = page.locator('#contact');
    const form = contact.getByRole('form', { name: 'Contact the product team' });
    const send = form.getByRole('button', { name: 'Send message' });
    await expect(send).toHaveCount(0);
    await form.getByLabel('Name').pressSequentially('Ada Lovelace');
    await form.getByLabel('Company').pressSequentially('Rock Solid Geotech');
    await form.getByLabel('Email address').pressSequentially('ada@example.com');
    await expect(send).toHaveCount(0);
    await form.getByLabel('Phone number').pressSequentially('+61 7 3000 0000');
    await form
      .getByLabel('Message')
      .pressSequentially('Can we see TabLogs with our own log template?');
    const stored = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/internal/contact') && response.request().method() === 'POST',
    );
    await send.click();
    expect((await stored).status()).toBe(201);
    await expect(contact.getByRole('status')).toHaveText(CONTACT_CONFIRMATION);
    await expect(contact.locator('.contact-form[data-submitted]')).toHaveCount(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.postDataJSON()).toMatchObject({
      name: 'Ada Lovelace',
      company: 'Rock Solid Geotech',
      email: 'ada@example.com',
      phone: '+61 7 3000 0000',
      message: 'Can we see TabLogs with our own log template?',
    });
    expect(new URL(sent[0]?.postDataJSON().page_url).pathname).toBe('/about');
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
