import { expect, test } from '../support/fixtures';
import { slidesInView } from '../support/marketing-helpers';

// No carousel on the site moves by itself (none autoplays), with or without a preference for
// less motion; asked for less motion, the design system's transition durations drop to zero.
const CAROUSELS: Record<string, string[]> = {
  '/': ['Our clients', 'What our clients say'],
  '/about/client-testimonials': ['Customer story videos'],
};

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    for (const [path, names] of Object.entries(CAROUSELS)) {
      test(`the carousels on ${path} stay on their slides while nobody touches them`, async ({
        page,
        visit,
      }) => {
        await visit(path, { a11y: false });
        const shown = () =>
          Promise.all(
            names.map(async (name) =>
              (await slidesInView(page.getByRole('region', { name, exact: true }))).labels.join(),
            ),
          );
        const before = await shown();
        expect(before.every((labels) => labels.length > 0)).toBe(true);
        // Longer than a usual autoplay interval (3 to 5 s).
        await page.waitForTimeout(6_000);
        expect(await shown()).toEqual(before);
      });
    }
  });
}

test.describe('transitions', () => {
  test('with reduced motion the design system durations are zero', async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit('/resources/faqs', { a11y: false });
    const durations = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return [
        style.getPropertyValue('--duration-fast'),
        style.getPropertyValue('--duration-normal'),
      ];
    });
    expect(durations.map((value) => Number.parseFloat(value))).toEqual([0, 0]);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const normal = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--duration-normal').trim(),
    );
    expect(Number.parseFloat(normal)).toBeGreaterThan(0);
  });
});
