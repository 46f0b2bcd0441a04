import { expect, test } from '../support/fixtures';
import { structuredData } from '../support/resources-helpers';

for (const { path, title, count } of [
  { path: '/resources/faqs', title: 'Frequently asked questions', count: 15 },
  { path: '/resources/geotech-101', title: 'Geotech 101', count: 15 },
]) {
  test(`${title}: an accordion whose first answer starts open, with FAQPage data`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const questions = page.locator('.faq-list').getByRole('button');
    await expect(questions).toHaveCount(count);
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');

    const jsonLd = (await structuredData(page)).find((data) => data['@type'] === 'FAQPage');
    const questionsData = (jsonLd?.mainEntity ?? []) as unknown[];
    expect(questionsData).toHaveLength(count);
    expect(questionsData[0]).toMatchObject({
      '@type': 'Question',
      name: (await questions.first().textContent())?.trim(),
      acceptedAnswer: { '@type': 'Answer', text: expect.any(String) },
    });
  });
}

test('items toggle individually, by mouse and by keyboard', async ({ page, visit }) => {
  await visit('/resources/faqs');
  const questions = page.locator('.faq-list').getByRole('button');
  const first = questions.nth(0);
  const second = questions.nth(1);
  const secondAnswer = page.getByRole('region', { name: (await second.textContent()) ?? '' });

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(secondAnswer).toBeVisible();
  await expect(first).toHaveAttribute('aria-expanded', 'true');

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(secondAnswer).toBeHidden();
});
