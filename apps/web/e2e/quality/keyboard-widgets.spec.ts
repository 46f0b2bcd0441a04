import type { Locator, Page } from '@playwright/test';
import { focusIndicator, tabThrough } from '../support/a11y-helpers';
import { expect, test } from '../support/fixtures';
import { slidesInView } from '../support/marketing-helpers';

// Every kind of interactive widget on the site, operated with the keyboard alone.

async function expectFocusRing(page: Page) {
  expect(await focusIndicator(page.locator(':focus')), 'focus indicator').not.toBeNull();
}

const firstInView = async (carousel: Locator) => (await slidesInView(carousel)).labels[0];

test('FAQ accordion: Enter and Space toggle, arrows and Home/End move between questions', async ({
  page,
  visit,
}) => {
  await visit('/resources/geotech-101', { a11y: false });
  const questions = page.locator('.faq-list').getByRole('button');
  const first = questions.first();
  await first.focus();
  await expectFocusRing(page);
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('End');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions.last()).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await expectFocusRing(page);
});

test.describe('home page widgets', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the client logo carousel moves with its arrow buttons from the keyboard', async ({
    page,
    visit,
  }) => {
    await visit('/', { a11y: false });
    const carousel = page.getByRole('region', { name: 'Our clients', exact: true });
    await page.getByRole('link', { name: 'Learn more about our borehole logging app' }).focus();
    expect(await tabThrough(page, 2)).toEqual(['Previous clients', 'Next clients']);
    await expect.poll(() => firstInView(carousel)).toBe('Client 1 of 12');
    // A press moves a whole view: eight logos at this width, wrapping after the last.
    await page.keyboard.press('Enter');
    await expect.poll(() => firstInView(carousel)).toBe('Client 9 of 12');
    await page.keyboard.press('Space');
    await expect.poll(() => firstInView(carousel)).toBe('Client 1 of 12');
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.getByRole('button', { name: 'Previous clients' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstInView(carousel)).toBe('Client 9 of 12');
  });

  test('the testimonial slider: Enter on Next moves slide by slide to the end', async ({
    page,
    visit,
  }) => {
    await visit('/', { a11y: false });
    const slider = page.getByRole('region', { name: 'What our clients say' });
    const count = await slider.locator('[aria-roledescription="slide"]').count();
    const next = slider.getByRole('button', { name: 'Next testimonial' });
    await next.focus();
    for (let step = 2; step <= count; step += 1) {
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await slidesInView(slider)).labels)
        .toEqual([`Testimonial ${step} of ${count}`]);
    }
    await expect(next).toBeHidden();
    // The hidden arrow hands focus to the one still shown, so the keyboard is not lost.
    await expect(slider.getByRole('button', { name: 'Previous testimonial' })).toBeFocused();
  });

  test('the feature explorer: Tab between topics, Enter or Space shows one', async ({
    page,
    visit,
  }) => {
    await visit('/', { a11y: false });
    const explorer = page.locator('.explorer:visible');
    const image = explorer.locator('.explorer__image');
    const field = explorer.getByRole('button', { name: /^Field logging/ });
    await field.focus();
    await page.keyboard.press('Tab');
    const lab = explorer.getByRole('button', { name: /^Lab test requests/ });
    await expect(lab).toBeFocused();
    await expectFocusRing(page);
    const before = await image.getAttribute('src');
    await page.keyboard.press('Enter');
    await expect(lab).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveAttribute('aria-pressed', 'false');
    await expect(image).not.toHaveAttribute('src', before ?? '');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(field).toHaveAttribute('aria-pressed', 'true');
    await expect(image).toHaveAttribute('src', before ?? '');
  });
});

test('the customer story videos move with their arrow buttons from the keyboard', async ({
  page,
  visit,
}) => {
  await visit('/about/client-testimonials', { a11y: false });
  const carousel = page.getByRole('region', { name: 'Customer story videos' });
  const next = carousel.getByRole('button', { name: 'Next video' });
  await next.focus();
  await expectFocusRing(page);
  const start = await firstInView(carousel);
  await page.keyboard.press('Enter');
  await expect.poll(() => firstInView(carousel)).not.toBe(start);
  await page.keyboard.press('Shift+Tab');
  await expect(carousel.getByRole('button', { name: 'Previous video' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => firstInView(carousel)).toBe(start);
});

test.describe('pricing calculators', () => {
  test.describe.configure({ timeout: 60_000 });

  test('/pricing/tablogs: from the skip link, the slider and billing choice change the prices', async ({
    page,
    visit,
  }) => {
    await visit('/pricing/tablogs', { a11y: false });
    const standard = page.locator('table [data-plan-price="standard"]');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const slider = page.getByRole('slider', { name: 'How many logs do you create?' });
    await expect(slider).toBeFocused();
    await expectFocusRing(page);
    const value = Number(await slider.getAttribute('aria-valuenow'));
    let price = await standard.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', String(value + 50));
    await expect(standard).not.toHaveText(price ?? '');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Annual (-25%)' })).toBeFocused();
    price = await standard.textContent();
    // A radio group: the arrow moves to the other billing period and chooses it.
    await page.keyboard.press('ArrowRight');
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    await expect(monthly).toBeFocused();
    await expect(monthly).toBeChecked();
    await expect(standard).not.toHaveText(price ?? '');
  });

  test('/pricing/tablabs: Tab goes through the module sliders; the bundle plan is chosen with keys', async ({
    page,
    visit,
  }) => {
    await visit('/pricing/tablabs', { a11y: false });
    const plus = page.locator('table [data-plan-price="plus"]');
    await page.getByRole('radio', { name: 'Annual (-25%)' }).focus();
    expect(await tabThrough(page, 3)).toEqual([
      'Module 1 Soil, Rock and Aggregate',
      'Module 2 Concrete',
      'Module 3 Asphalt',
    ]);
    const price = await plus.textContent();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('slider', { name: 'Module 3 Asphalt' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(plus).not.toHaveText(price ?? '');

    const bundle = page.getByRole('region', { name: '20% off when you bundle' });
    const total = bundle.locator('[data-bundle="total"]');
    await bundle.getByRole('radio', { name: 'Standard' }).focus();
    const standardTotal = await total.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(bundle.getByRole('radio', { name: 'Plus' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bundle.getByRole('radio', { name: 'Plus' })).toBeChecked();
    await expect(total).not.toHaveText(standardTotal ?? '');
  });
});

/**
 * Numbers the form's controls a visitor can reach (visible, enabled, in the tab order, not
 * hidden from assistive tech) in document order, and returns how many there are.
 */
async function numberControls(form: Locator): Promise<number> {
  return form.locator('input, select, textarea, button').evaluateAll((controls) => {
    const reachable = controls.filter(
      (control) =>
        control.checkVisibility() &&
        !(control as HTMLInputElement).disabled &&
        control.getAttribute('tabindex') !== '-1' &&
        !control.closest('[aria-hidden="true"]'),
    );
    reachable.forEach((control, index) => {
      (control as HTMLElement).dataset.tourIndex = String(index);
    });
    return reachable.length;
  });
}

const focusedIndex = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tourIndex ?? null);

for (const { path, form } of [
  { path: '/free-quote', form: 'Free trial request' },
  { path: '/', form: 'Newsletter sign-up' },
]) {
  test(`${form} on ${path}: Tab goes through the fields in order; Enter shows the errors and focuses the first`, async ({
    page,
    visit,
  }) => {
    await visit(path, { a11y: false });
    const formLocator = page.getByRole('form', { name: form });
    const count = await numberControls(formLocator);
    expect(count).toBeGreaterThan(2);
    const firstField = formLocator.locator('[data-tour-index="0"]');
    await firstField.focus();
    const reached = [await focusedIndex(page)];
    for (let step = 1; step < count; step += 1) {
      await page.keyboard.press('Tab');
      await expectFocusRing(page);
      reached.push(await focusedIndex(page));
    }
    expect(reached).toEqual(Array.from({ length: count }, (_, index) => String(index)));

    await firstField.focus();
    await page.keyboard.press('Enter');
    const invalid = formLocator.locator('[aria-invalid="true"]');
    await expect(invalid.first()).toBeFocused();
    await expect(invalid.first()).toHaveAccessibleDescription(/\S/);
  });
}
