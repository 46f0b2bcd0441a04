import type { Billing } from '../core/types/billing';
import type { LabModule } from '../core/types/labModules';
import type { PricedPlan } from '../core/types/plans';
import type { PriceRegion } from '../money/currencyNotes';

/**
 * Input of `quoteDocument`: TabLogs, TabLabs or both, on one plan and billing period, dated.
 * @public
 */
export interface QuoteInput {
  /** TabLogs logs per month; leave out for a TabLabs-only quote. */
  readonly logsPerMonth?: number;
  /** TabLabs tests per month by module; leave out (or all 0) for a TabLogs-only quote. */
  readonly lab?: Readonly<Record<LabModule, number>>;
  /** The plan both products are quoted on. */
  readonly plan: PricedPlan;
  /** The billing period; prices are per month either way. */
  readonly billing: Billing;
  /** The quote's date, `YYYY-MM-DD`; the validity runs from it. */
  readonly date: string;
  /** Words the currency and tax note; `AU` when left out. Amounts are AUD in every region. */
  readonly region?: PriceRegion;
}

/**
 * One product line of a quote: what it is, what it covers, and its price.
 * @public
 */
export interface QuoteLine {
  /** Which product the line is for. */
  readonly product: 'TabLogs' | 'TabLabs';
  /** E.g. `TabLabs Standard: Soil`. */
  readonly description: string;
  /** E.g. `350 logs per month, priced at the 400 tier`. */
  readonly covers: string;
  /** The tier the count was priced at; null above the largest tier. */
  readonly tier: number | null;
  /** Whole dollars per month; null when the count needs a price from sales. */
  readonly monthly: number | null;
  /** `12 × monthly`; null with it. */
  readonly yearly: number | null;
}

/**
 * The bundle discount of a quote with both products: a positive amount taken off.
 * @public
 */
export interface QuoteDiscount {
  /** E.g. `Bundle discount: 20% off TabLabs`. */
  readonly description: string;
  /** The side the 20% was taken from: the lower-priced one. */
  readonly side: 'logging' | 'lab';
  /** Whole dollars off per month. */
  readonly monthly: number;
  /** `12 × monthly`. */
  readonly yearly: number;
}

/**
 * What a quote comes to: per month, per year, and per invoice of its billing period.
 * @public
 */
export interface QuoteTotals {
  /** The lines minus the discount, whole dollars per month. */
  readonly monthly: number;
  /** `12 × monthly`. */
  readonly yearly: number;
  /** What each invoice is for: `monthly` when billed monthly, else `yearly`. */
  readonly perInvoice: number;
  /** The period each invoice covers. */
  readonly invoicePeriod: 'month' | 'year';
}

/**
 * A quote to hand a customer, from `quoteDocument`. `kind: 'contactSales'` when a count is
 * above the largest tier: its lines say so, and it has no discount or totals.
 * @public
 */
export interface QuoteDocument {
  /** `contactSales` when a line has no list price. */
  readonly kind: 'priced' | 'contactSales';
  /** E.g. `TabLogs + TabLabs, Standard plan`. */
  readonly title: string;
  /** The quote's date, `YYYY-MM-DD`. */
  readonly date: string;
  /** The last day the quote holds, `YYYY-MM-DD`. */
  readonly validUntil: string;
  /** How many days the quote holds (30). */
  readonly validDays: number;
  /** The day the price list took effect (`PRICE_LIST_EFFECTIVE_DATE`). */
  readonly priceListDate: string;
  /** The plan quoted, and its name as the pages show it. */
  readonly plan: PricedPlan;
  /** E.g. `Standard`. */
  readonly planName: string;
  /** The billing period. */
  readonly billing: Billing;
  /** E.g. `Billed monthly`. */
  readonly billingDescription: string;
  /** The region the tax note is worded for. */
  readonly region: PriceRegion;
  /** Every amount's currency, in every region. */
  readonly currency: 'AUD';
  /** E.g. `AUD, excluding GST`. */
  readonly taxNote: string;
  /** TabLogs first, then each TabLabs module with tests. */
  readonly lines: readonly QuoteLine[];
  /** The bundle discount, when both products are priced. */
  readonly discount: QuoteDiscount | null;
  /** Null for `contactSales`. */
  readonly totals: QuoteTotals | null;
  /** The terms that apply, one sentence each. */
  readonly terms: readonly string[];
}

/**
 * How `formatQuote` prints a document.
 * @public
 */
export type QuoteFormat = 'text' | 'markdown' | 'csv' | 'json';
