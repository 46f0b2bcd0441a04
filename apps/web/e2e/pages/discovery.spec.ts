import { expect, test } from '../support/fixtures';
import { dataLayerEvents } from '../support/marketing-helpers';

test.describe('discovery call (no meetings calendar configured)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the heading, the lead form in place of the calendar, and the newsletter', async ({
    page,
    visit,
  }) => {
    await visit('/discovery-call');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discovery Call');
    await expect(page.getByText('Book a time to chat')).toBeVisible();
    await expect(
      page.getByText(/Leave your details and one of our geotechnical specialists will contact you/),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Free trial request' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'Sign up to our monthly newsletter' }),
    ).toBeVisible();
  });

  test('discovery_call_page_view is pushed once per view, with title and url', async ({
    page,
    visit,
    baseURL,
  }) => {
    await visit('/discovery-call', { a11y: false });
    await expect.poll(() => dataLayerEvents(page, 'discovery_call_page_view')).toHaveLength(1);
    const [event] = await dataLayerEvents(page, 'discovery_call_page_view');
    expect(event).toEqual({
      event: 'discovery_call_page_view',
      page_title: await page.title(),
      page_url: `${baseURL}/discovery-call`,
    });
    expect(event?.page_title).toMatch(/Discovery Call/);
    // Coming back is a second view: a page load of its own, which pushes its own one event.
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/discovery-call`);
    await expect.poll(() => dataLayerEvents(page, 'discovery_call_page_view')).toHaveLength(1);
  });
});

test.describe('switch now', () => {
  test.describe.configure({ timeout: 60_000 });

  test('timeline, logos and the booking without a heading or newsletter', async ({
    page,
    visit,
  }) => {
    await visit('/switch-now');
    const timeline = page.locator('.tl-timeline');
    for (const [value, label] of [
      ['1 hour', 'to set up'],
      ['14 days', 'to go live'],
      ['60 days', 'to scale'],
      ['60 seconds', 'for support'],
    ] as const) {
      const step = timeline.locator('li').filter({ hasText: value });
      await expect(step).toContainText(label);
    }
    await expect(page.locator('.customer-logos img')).toHaveCount(12);
    await expect(page.getByRole('heading', { name: 'Discovery Call', exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'Sign up to our monthly newsletter' }),
    ).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Free trial request' })).toBeAttached();
    expect(await dataLayerEvents(page, 'discovery_call_page_view')).toEqual([]);
  });

  test('Get Started scrolls to the booking section', async ({ page, visit }) => {
    await visit('/switch-now', { a11y: false });
    const booking = page.locator('#book');
    await expect(booking).not.toBeInViewport();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/#book$/);
    await expect(booking).toBeInViewport();
    // The sticky header (64 px) does not cover the section's top.
    const top = await booking.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(63);
  });
});
