import type { Page } from '@playwright/test';
import { sitemapPaths } from './a11y-helpers';
import { expect, test } from './fixtures';

// Every canonical page at 1280 and 375 px: each image has its intrinsic size and alt text; the
// largest image in the first screen is fetched first (fetchpriority="high", or a high-priority
// preload of it); every other image loads lazily.
const WIDTHS = [1280, 375];

interface ShownImage {
  src: string;
  hasSize: boolean;
  hasAlt: boolean;
  high: boolean;
  lazy: boolean;
  /** Pixels of the image inside the first screen. */
  firstScreenArea: number;
}

function imagesOf(page: Page): Promise<ShownImage[]> {
  return page.evaluate(() => {
    const preloaded = new Set(
      Array.from(document.querySelectorAll('link[rel="preload"][as="image"]')).map((link) =>
        link.getAttribute('href'),
      ),
    );
    return Array.from(document.images).map((image) => {
      const box = image.getBoundingClientRect();
      const visibleHeight = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      const visibleWidth = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
      const size = (name: string) => Number(image.getAttribute(name)) > 0;
      return {
        src: image.getAttribute('src') ?? '',
        hasSize: size('width') && size('height'),
        hasAlt: image.hasAttribute('alt'),
        high:
          image.getAttribute('fetchpriority') === 'high' ||
          preloaded.has(image.getAttribute('src')),
        lazy: image.loading === 'lazy',
        firstScreenArea: Math.max(0, visibleHeight) * Math.max(0, visibleWidth),
      };
    });
  });
}

for (const path of sitemapPaths()) {
  test(`${path}: image sizes, the first screen's main image first, the rest lazy`, async ({
    page,
    visit,
  }) => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await visit(path, { a11y: false });
      // Measured at the top of the page, as a visitor first sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      const images = await imagesOf(page);
      for (const image of images) {
        if (!image.hasSize) problems.push(`${width} px: ${image.src} has no width/height`);
        if (!image.hasAlt) problems.push(`${width} px: ${image.src} has no alt`);
        if (!image.high && !image.lazy)
          problems.push(`${width} px: ${image.src} loads eagerly at normal priority`);
      }
      const [largest] = images
        .filter((image) => image.firstScreenArea > 0)
        .sort((a, b) => b.firstScreenArea - a.firstScreenArea);
      if (largest && !largest.high)
        problems.push(
          `${width} px: ${largest.src}, the first screen's largest image, is not first`,
        );
    }
    expect(problems).toEqual([]);
  });
}
