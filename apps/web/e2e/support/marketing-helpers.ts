import type { Locator, Page } from '@playwright/test';

/** Stores a region before any page script runs, as a returning visitor would have it. */
export async function storeRegion(page: Page, region: 'AU' | 'US' | 'EU' | 'SA'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('region', value), region);
}

/** Serves a stand-in for the YouTube player: the tests never reach the real third party. */
export async function stubVideoPlayer(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Player</title>',
    });
  });
  return requested;
}

/**
 * Slides of a carousel whose content lies wholly inside its viewport, their widths, and the
 * track width they divide (each slide's box includes the gap before it).
 */
export async function slidesInView(
  carousel: Locator,
): Promise<{ labels: string[]; widths: number[]; track: number }> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector('.tl-carousel__viewport')?.getBoundingClientRect();
    const track = root.querySelector('.tl-carousel__track')?.getBoundingClientRect();
    if (!viewport || !track) throw new Error('carousel without a viewport');
    const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    // Looping carousels move slides around, so the order on screen is not the DOM order.
    const inView = slides
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        const gap = Number.parseFloat(getComputedStyle(slide).paddingInlineStart) || 0;
        return box.left + gap >= viewport.left - 1 && box.right <= viewport.right + 1;
      })
      .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left);
    return {
      labels: inView.map((slide) => slide.getAttribute('aria-label') ?? ''),
      widths: inView.map((slide) => slide.getBoundingClientRect().width),
      track: track.width,
    };
  });
}

/** The analytics events pushed so far with the given name. */
export async function dataLayerEvents(
  page: Page,
  event: string,
): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry && typeof entry === 'object' && entry.event === name,
      ),
    event,
  );
}
