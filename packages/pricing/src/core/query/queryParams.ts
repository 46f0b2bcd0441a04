import type { SliderBounds } from '../../data/sliders';
import { BILLING_PERIODS, type Billing } from '../types/billing';

/**
 * What a page query needs from `URLSearchParams` (or any lookalike).
 * @public
 */
export interface QueryParamReader {
  get(name: string): string | null;
}

// Plain decimal digits only: '250' is a count, ' 250', '2.5e2', '0x10' and '+250' are not.
const DIGITS = /^\d{1,7}$/;

/**
 * Reads a slider position from a query value. Anything the slider cannot show
 * (missing, not plain digits, out of range or between steps) gives `fallback`,
 * so a mistyped shared link opens the default quote instead of failing.
 * @param raw - The query value, e.g. `params.get('logs')`.
 * @param bounds - The slider, e.g. `LOGGING_SLIDER`.
 * @param fallback - Used for unusable values; the slider's `defaultValue` when left out.
 * @returns A position of the slider.
 * @public
 */
export function parseSliderParam(
  raw: string | null | undefined,
  bounds: SliderBounds,
  fallback: number = bounds.defaultValue,
): number {
  if (raw == null || !DIGITS.test(raw)) return fallback;
  const value = Number(raw);
  const onStep = (value - bounds.min) % bounds.step === 0;
  return value >= bounds.min && value <= bounds.max && onStep ? value : fallback;
}

/**
 * Reads a billing period from a query value: exactly `annual` or `monthly`,
 * anything else gives `fallback`.
 * @param raw - The query value, e.g. `params.get('billing')`.
 * @param fallback - Used for unusable values.
 * @returns A billing period.
 * @public
 */
export function parseBillingParam(raw: string | null | undefined, fallback: Billing): Billing {
  return BILLING_PERIODS.find((period) => period === raw) ?? fallback;
}
