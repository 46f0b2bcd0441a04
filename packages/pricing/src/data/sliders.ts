import type { LabModule } from '../core/types/labModules';

/**
 * A pricing-page slider: its range, its step and where it starts.
 * @public
 */
export interface SliderBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly defaultValue: number;
}

/**
 * The TabLogs logs-per-month slider (docs/decisions/0011-pricing-rules.md): 100 to 500, step 50,
 * starting at 100. Counts up to 1000 are still priced by `quoteLogging`.
 * @public
 */
export const LOGGING_SLIDER: SliderBounds = { min: 100, max: 500, step: 50, defaultValue: 100 };

/**
 * The slider each TabLabs module has: 0 to 3000 tests per month, step 50.
 * `defaultValue` is the slider's own resting point (no tests); the pricing
 * page opens on {@link LAB_PAGE_DEFAULTS} instead, so it shows a real quote.
 * @public
 */
export const LAB_SLIDER: SliderBounds = { min: 0, max: 3000, step: 50, defaultValue: 0 };

/**
 * Tests per month each module starts at on the lab pricing page: an example
 * lab (300 soil, rock and aggregate tests, 150 concrete, no asphalt), so the
 * page opens on a priced quote ($230 / $330 a month, billed annually) rather
 * than $0. Every value is a position of {@link LAB_SLIDER}.
 * @public
 */
export const LAB_PAGE_DEFAULTS: Readonly<Record<LabModule, number>> = {
  soil: 300,
  concrete: 150,
  asphalt: 0,
};

/**
 * How the lab pricing page labels each module's slider.
 * @public
 */
export interface LabModuleLabel {
  /** E.g. `Module 1`. */
  readonly number: string;
  /** E.g. `Soil, Rock and Aggregate`. */
  readonly name: string;
  /** The caption beside the current count. */
  readonly unit: string;
}

/**
 * Slider labels of the three TabLabs modules, in page order.
 * @public
 */
export const LAB_MODULE_LABELS: Readonly<Record<LabModule, LabModuleLabel>> = {
  soil: { number: 'Module 1', name: 'Soil, Rock and Aggregate', unit: 'Tests per Month' },
  concrete: { number: 'Module 2', name: 'Concrete', unit: 'Tests per Month' },
  asphalt: { number: 'Module 3', name: 'Asphalt', unit: 'Tests per Month' },
};

/**
 * Logs per month the home page's time-savings calculator starts at
 * (so it opens on `hoursSaved(50)` = 25 hours).
 * @public
 */
export const TIME_SAVINGS_DEFAULT_LOGS = 50;
