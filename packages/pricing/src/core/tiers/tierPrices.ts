import type { Billing } from '../types/billing';
import type { TierGrid } from './tierIndex';

/**
 * The Standard and Plus prices of one tier for one billing period.
 */
export interface TierPrices {
  readonly tier: number;
  readonly standard: number;
  readonly plus: number;
}

/**
 * A tier table turned into ready-to-read prices per billing period, built once
 * so a quote is an index lookup, not a computation.
 */
export interface PriceBook {
  readonly grid: TierGrid;
  readonly prices: Readonly<Record<Billing, readonly TierPrices[]>>;
  /** The allowed count range, worded for error messages. */
  readonly allowed: string;
}
