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
  readonly plan: PricedPlan;
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
  readonly side: 'logging' | 'lab';
  readonly monthly: number;
  readonly yearly: number;
}

/**
 * What a quote comes to: per month, per year, and per invoice of its billing period.
 * @public
 */
export interface QuoteTotals {
  readonly monthly: number;
  readonly yearly: number;
  /** What each invoice is for: `monthly` when billed monthly, else `yearly`. */
  readonly perInvoice: number;
  readonly invoicePeriod: 'month' | 'year';
}

/**
 * A quote to hand a customer, from `quoteDocument`. `kind: 'contactSales'` when a count is
 * above the largest tier: its lines say so, and it has no discount or totals.
 * @public
 */
export interface QuoteDocument {
  readonly kind: 'priced' | 'contactSales';
  /** E.g. `TabLogs + TabLabs, Standard plan`. */
  readonly title: string;
  readonly date: string;
  /** The last day the quote holds, `YYYY-MM-DD`. */
  readonly validUntil: string;
  readonly validDays: number;
  /** The day the price list took effect (`PRICE_LIST_EFFECTIVE_DATE`). */
  readonly priceListDate: string;
  readonly plan: PricedPlan;
  readonly planName: string;
  readonly billing: Billing;
  /** E.g. `Billed monthly`. */
  readonly billingDescription: string;
  readonly region: PriceRegion;
  readonly currency: 'AUD';
  /** E.g. `AUD, excluding GST`. */
  readonly taxNote: string;
  readonly lines: readonly QuoteLine[];
  readonly discount: QuoteDiscount | null;
  readonly totals: QuoteTotals | null;
  /** The terms that apply, one sentence each. */
  readonly terms: readonly string[];
}

/**
 * How `formatQuote` prints a document.
 * @public
 */
export type QuoteFormat = 'text' | 'markdown' | 'csv' | 'json';
