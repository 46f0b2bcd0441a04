// How a page's images load, judged on the page as it arrives (before anything scrolls it): each
// image has its intrinsic size and alt text; the largest image in the first screen is fetched
// first (fetchpriority="high", or a high-priority preload of it); every other image loads lazily.
// Run by every-page.spec.ts on its own page load, before anything scrolls the page.
import type { Page } from '@playwright/test';

export type ImageCheck = 'image size' | 'image alt' | 'image priority' | 'first screen image';

/** One problem with an image: which check, which image (its src), what is wrong. */
export interface ImageFinding {
  check: ImageCheck;
  where: string;
  detail: string;
}

/**
 * The first screen is the top 800 px of the page. The audit's window is 900 px tall; no layout
 * of the site depends on the window's height, so the top 800 px of it are what an 800 px window
 * shows.
 */
export const FIRST_SCREEN_HEIGHT = 800;

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
  return page.evaluate((firstScreenHeight) => {
    const preloaded = new Set(
      Array.from(document.querySelectorAll('link[rel="preload"][as="image"]')).map((link) =>
        link.getAttribute('href'),
      ),
    );
    const screenBottom = Math.min(innerHeight, firstScreenHeight);
    return Array.from(document.images).map((image) => {
      const box = image.getBoundingClientRect();
      const visibleHeight = Math.min(box.bottom, screenBottom) - Math.max(box.top, 0);
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
  }, FIRST_SCREEN_HEIGHT);
}

/**
 * Every image problem of the page as a visitor first sees it. Scrolls to the top first; call it
 * on a fresh load, before anything else moves the page or opens its widgets.
 */
export async function imageLoadingProblems(page: Page): Promise<ImageFinding[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const images = await imagesOf(page);
  const findings: ImageFinding[] = [];
  for (const image of images) {
    const where = image.src;
    if (!image.hasSize) findings.push({ check: 'image size', where, detail: 'no width/height' });
    if (!image.hasAlt) findings.push({ check: 'image alt', where, detail: 'no alt' });
    if (!image.high && !image.lazy)
      findings.push({
        check: 'image priority',
        where,
        detail: 'loads eagerly at normal priority',
      });
  }
  const [largest] = images
    .filter((image) => image.firstScreenArea > 0)
    .sort((a, b) => b.firstScreenArea - a.firstScreenArea);
  if (largest && !largest.high)
    findings.push({
      check: 'first screen image',
      where: largest.src,
      detail: "the first screen's largest image, is not first",
    });
  return findings;
}
