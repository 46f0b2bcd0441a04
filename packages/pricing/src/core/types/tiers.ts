/**
 * Where a tier row's prices come from: given by the price list (`stated`) or
 * computed by the interpolation rule between stated rows (`interpolated`).
 * @public
 */
export type TierSource = 'stated' | 'interpolated';

/**
 * One TabLogs tier: the Standard price per month on annual billing for up to
 * `logs` logs per month. Monthly and Plus prices are derived from it.
 * @public
 */
export interface LoggingTier {
  /** Logs per month this tier covers (upper bound, inclusive). */
  readonly logs: number;
  /** Standard plan, annual billing, whole dollars per month. */
  readonly annualStandard: number;
  /** Whether the row was stated or interpolated. */
  readonly source: TierSource;
}

/**
 * One TabLabs tier: the four prices of one module for up to `tests` tests per
 * month, in whole dollars per month.
 * @public
 */
export interface LabTier {
  /** Tests per month this tier covers (upper bound, inclusive). */
  readonly tests: number;
  /** Standard plan, monthly billing. */
  readonly monthlyStandard: number;
  /** Plus plan, monthly billing. */
  readonly monthlyPlus: number;
  /** Standard plan, annual billing. */
  readonly annualStandard: number;
  /** Plus plan, annual billing. */
  readonly annualPlus: number;
  /** Whether the row was stated or interpolated. */
  readonly source: TierSource;
}

/**
 * The four price columns of a lab tier row, named as in {@link LabTier}.
 * @public
 */
export const LAB_PRICE_COLUMNS = [
  'monthlyStandard',
  'monthlyPlus',
  'annualStandard',
  'annualPlus',
] as const;

/**
 * One of the four price columns of a lab tier row.
 * @public
 */
export type LabPriceColumn = (typeof LAB_PRICE_COLUMNS)[number];

/**
 * A stated lab row: counts and prices as a price list gives them, before
 * interpolation fills the steps in between.
 * @public
 */
export type LabStatedRow = Omit<LabTier, 'source'>;
