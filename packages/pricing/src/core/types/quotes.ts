import type { Billing } from './billing';
import type { LabModule } from './labModules';
import type { PricedPlan } from './plans';

/**
 * Input of `quoteLogging`.
 * @public
 */
export interface LoggingQuoteInput {
  /** Logs per month; a count between tiers is priced at the next tier up. */
  readonly logsPerMonth: number;
  /** Billing period the prices are for. */
  readonly billing: Billing;
}

/**
 * A TabLogs quote with list prices.
 * @public
 */
export interface PricedLoggingQuote {
  readonly kind: 'priced';
  readonly billing: Billing;
  /** The count that was asked for. */
  readonly logsPerMonth: number;
  /** The tier the count was priced at (logs per month). */
  readonly tier: number;
  /** Standard plan, whole dollars per month. */
  readonly standard: number;
  /** Plus plan, whole dollars per month. */
  readonly plus: number;
  /** Enterprise has no list price. */
  readonly enterprise: null;
}

/**
 * A TabLogs quote above the largest tier: no list price, contact sales.
 * @public
 */
export interface ContactSalesLoggingQuote {
  readonly kind: 'contactSales';
  readonly billing: Billing;
  readonly logsPerMonth: number;
  readonly tier: null;
  readonly standard: null;
  readonly plus: null;
  readonly enterprise: null;
}

/**
 * Result of `quoteLogging`; narrow on `kind`.
 * @public
 */
export type LoggingQuote = PricedLoggingQuote | ContactSalesLoggingQuote;

/**
 * Input of `quoteLab`: tests per month for each module (all three required).
 * @public
 */
export interface LabQuoteInput {
  readonly soil: number;
  readonly concrete: number;
  readonly asphalt: number;
  readonly billing: Billing;
}

/**
 * One module of a lab quote, priced at its own tier.
 * @public
 */
export interface PricedLabModuleQuote {
  readonly kind: 'priced';
  /** The count that was asked for. */
  readonly tests: number;
  /** The tier the count was priced at (tests per month). */
  readonly tier: number;
  readonly standard: number;
  readonly plus: number;
}

/**
 * One module of a lab quote above the largest tier.
 * @public
 */
export interface ContactSalesLabModuleQuote {
  readonly kind: 'contactSales';
  readonly tests: number;
  readonly tier: null;
  readonly standard: null;
  readonly plus: null;
}

/**
 * One module of a lab quote.
 * @public
 */
export type LabModuleQuote = PricedLabModuleQuote | ContactSalesLabModuleQuote;

/**
 * A TabLabs quote with list prices: each total is the sum of its modules.
 * @public
 */
export interface PricedLabQuote {
  readonly kind: 'priced';
  readonly billing: Billing;
  readonly modules: Readonly<Record<LabModule, PricedLabModuleQuote>>;
  /** Standard plan total, whole dollars per month. */
  readonly standard: number;
  /** Plus plan total, whole dollars per month. */
  readonly plus: number;
  readonly enterprise: null;
}

/**
 * A TabLabs quote where at least one module is above the largest tier.
 * @public
 */
export interface ContactSalesLabQuote {
  readonly kind: 'contactSales';
  readonly billing: Billing;
  readonly modules: Readonly<Record<LabModule, LabModuleQuote>>;
  readonly standard: null;
  readonly plus: null;
  readonly enterprise: null;
}

/**
 * Result of `quoteLab`; narrow on `kind`.
 * @public
 */
export type LabQuote = PricedLabQuote | ContactSalesLabQuote;

/**
 * Input of `quoteBundle`: the two plan prices, same billing period, in whole dollars.
 * @public
 */
export interface BundleInput {
  /** TabLogs plan price. */
  readonly logging: number;
  /** TabLabs plan price. */
  readonly lab: number;
}

/**
 * A bundle price: 20% off the lower-priced side.
 * @public
 */
export interface BundleQuote {
  /** TabLogs plan price, as given. */
  readonly logging: number;
  /** TabLabs plan price, as given. */
  readonly lab: number;
  /** The side the discount was taken from; `logging` when both are equal. */
  readonly discountedSide: 'logging' | 'lab';
  /** `round(0.2 × min(logging, lab))`. */
  readonly discount: number;
  /** `logging + lab − discount`. */
  readonly total: number;
}

/**
 * A bundle of one plan across both products, from `bundleQuotes`.
 * @public
 */
export interface PlanBundleQuote extends BundleQuote {
  readonly plan: PricedPlan;
  readonly billing: Billing;
}
