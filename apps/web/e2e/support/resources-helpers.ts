import type { Page } from '@playwright/test';
import { axeInPage } from './a11y-helpers';

/** Every JSON-LD block of the page, parsed. */
export async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * Serious or critical axe violations outside the newsletter frame. axe cannot run inside a
 * frame that is sandboxed without scripts (that is the point of the sandbox), so the frame is
 * left out and the page around it is checked.
 */
export async function seriousViolationsOutsideEmail(page: Page): Promise<string[]> {
  // Every rule axe has, in the page's own document (axeInPage).
  const results = await axeInPage(page, undefined, ['iframe.email-frame__frame']);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}
