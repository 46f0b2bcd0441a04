import { CONTACT_CONFIRMATION } from '../../app/leads/forms/contact-form';
import { expect, holdChunk, test, waitForHydration } from '../support/fixtures';
import { recordSubmissions } from '../support/forms-helpers';

test.describe('contact form on /contact-us', () => {
  test('Send message appears only once email and message are written; a valid message is confirmed', async ({
    page,
    visit,
  }) => {
    const sent = recordSubmissions(page, 'contact');
    await visit('/contact-us');
    await expect(page.locator('section#contact')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'North America' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Australia/Pacific' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Contact the product team' });
    const send = form.getByRole('button', { name: 'Send message' });
    await expect(send).toHaveCount(0);
    await form.getByLabel('Email address').fill('ada@example.com');
    await expect(send).toHaveCount(0);
    await form.getByLabel('Message').fill('Can TabLogs import our old gINT projects?');
    await expect(send).toBeVisible();
    await form.getByLabel('Email address').fill('');
    await expect(send).toHaveCount(0);
    await form.getByLabel('Email address').fill('ada@example.com');

    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByLabel('Phone number').fill('+1 (555) 010-4821');
    await send.click();
    await expect(page.getByRole('status')).toHaveText(CONTACT_CONFIRMATION);
    await expect(page.locator('.contact-form[data-submitted]')).toHaveCount(1);
    expect(sent).toHaveLength(1);
  });

  test('name, company and phone are required too', async ({ page, visit }) => {
    const sent = recordSubmissions(page, 'contact');
    await visit('/contact-us');
    const form = page.getByRole('form', { name: 'Contact the product team' });
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Enter your name');
    await expect(form.getByLabel('Company')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });
});

test.describe('contact form on /about', () => {
  test('a message typed before the form code arrives is kept, enables Send and is sent', async ({
    page,
  }) => {
    const sent = recordSubmissions(page, 'contact');
    // The form is an island on /about; hold its chunk to act while it is prerendered HTML.
    const chunk = await holdChunk(page, 'contact-form');
    await page.goto('/about');
    await page.locator('html[data-hydrated][data-islands-pending]').waitFor({ state: 'attached' });
    const form = page.getByRole('form', { name: 'Contact the product team' });
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Message').fill('Can TabLogs import\nour old gINT projects?');
    // Send shows once email and message are written, before the form's code too (CSS, 0034).
    await expect(form.getByRole('button', { name: 'Send message' })).toBeVisible();

    chunk.release();
    await waitForHydration(page);
    // Still shown after hydration: the form read the fields from the page.
    const send = form.getByRole('button', { name: 'Send message' });
    await expect(send).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue(
      'Can TabLogs import\nour old gINT projects?',
    );
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByLabel('Phone number').fill('+1 (555) 010-4821');
    await send.click();
    await expect(page.getByRole('status')).toHaveText(CONTACT_CONFIRMATION);
    expect(sent[0]?.postDataJSON()).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Can TabLogs import\nour old gINT projects?',
    });
  });
});

test.describe('newsletter form', () => {
  test('shows first name, email and company, sends the rest with defaults and confirms', async ({
    page,
    visit,
  }) => {
    // The home page is the heaviest to check with axe.
    test.slow();
    const sent = recordSubmissions(page, 'newsletter');
    await visit('/');
    const section = page.getByRole('region', { name: 'Newsletter sign-up' });
    await expect(
      section.getByRole('heading', { name: 'Sign up to our monthly newsletter' }),
    ).toBeVisible();
    const form = section.getByRole('form', { name: 'Newsletter sign-up' });
    await expect(form.getByRole('textbox')).toHaveCount(3);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByLabel('Email address')).toBeFocused();
    await expect(form.getByLabel('First name')).not.toHaveAttribute('aria-invalid');
    expect(sent).toHaveLength(0);

    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(section.getByRole('status')).toContainText("You're signed up.");
    await expect(section.locator('[data-shown-added]')).toHaveCount(1);
    expect(sent[0]?.postDataJSON()).toMatchObject({
      email: 'ada@example.com',
      company: 'Rock Solid Geotech',
      first_name: '',
    });
  });
});

test.describe('download form', () => {
  test('a stored request downloads the document as document.pdf', async ({ page, visit }) => {
    const sent = recordSubmissions(page, 'download');
    await visit('/resources/downloads/Field%20Guide%20to%20Soil%20Descriptions');
    const form = page.getByRole('form', { name: /^Download / });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email address').fill('ada@example.com');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Download Now' }).click();
    expect((await download).suggestedFilename()).toBe('document.pdf');

    const fallback = page.getByRole('link', { name: /\(PDF\)$/ });
    await expect(fallback).toHaveAttribute('download', 'document.pdf');
    await expect(fallback).toHaveAttribute('target', '_blank');
    expect(sent[0]?.postDataJSON()).toMatchObject({ document: expect.stringMatching(/.+/) });
  });

  test('a missing email is refused before sending', async ({ page, visit }) => {
    const requests = recordSubmissions(page, 'download');
    await visit('/resources/downloads/Field%20Guide%20to%20Soil%20Descriptions');
    const form = page.getByRole('form', { name: /^Download / });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Company').fill('Rock Solid Geotech');
    await form.getByRole('button', { name: 'Download Now' }).click();
    await expect(form.getByLabel('Email address')).toBeFocused();
    expect(requests).toHaveLength(0);
  });
});
