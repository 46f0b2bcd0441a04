// Shared steps of the pricing page tests: reading prices and driving sliders by keyboard.
import type { Locator, Page } from '@playwright/test';
import type { SliderBounds } from '@tablogs/pricing';

export type SliderKey =
  | 'ArrowRight'
  | 'ArrowLeft'
  | 'ArrowUp'
  | 'PageUp'
  | 'PageDown'
  | 'Home'
  | 'End';

/** Where a slider lands after a key: arrows move one step, Page keys ten, Home/End the ends. */
export function valueAfterKey(value: number, key: SliderKey, bounds: SliderBounds): number {
  const clamp = (next: number) => Math.min(bounds.max, Math.max(bounds.min, next));
  switch (key) {
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    case 'PageUp':
      return clamp(value + 10 * bounds.step);
    case 'PageDown':
      return clamp(value - 10 * bounds.step);
    case 'ArrowLeft':
      return clamp(value - bounds.step);
    default:
      return clamp(value + bounds.step);
  }
}

/** The comparison table, named by its caption. */
export function planTable(page: Page, caption: string): Locator {
  return page.getByRole('table', { name: caption });
}

/** The text shown for a plan's price, e.g. "$1,093" or "Contact us". */
export async function shownPrice(scope: Locator, plan: string): Promise<string> {
  return ((await scope.locator(`[data-plan-price="${plan}"]`).textContent()) ?? '').trim();
}

/** How the pages print whole dollars. */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** The slider's current value, as it announces it. */
export async function sliderValue(slider: Locator): Promise<number> {
  return Number(await slider.getAttribute('aria-valuenow'));
}

/** The page's current query, e.g. `{ logs: '250', billing: 'monthly' }`. */
export function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}
