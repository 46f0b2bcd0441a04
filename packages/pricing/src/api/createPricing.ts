import { bundlePlanQuotes } from '../core/bundle/bundlePlanQuotes';
import { priceBundle } from '../core/bundle/priceBundle';
import { buildLabPriceBook } from '../core/lab/buildLabPriceBook';
import { priceLab } from '../core/lab/priceLab';
import { buildLoggingPriceBook } from '../core/logging/buildLoggingPriceBook';
import { priceLogging } from '../core/logging/priceLogging';
import { validateLabTiers } from '../core/tiers/validateLabTiers';
import { validateLoggingTiers } from '../core/tiers/validateLoggingTiers';
import type { PricedPlan } from '../core/types/plans';
import type {
  BundleInput,
  BundleQuote,
  LabQuote,
  LabQuoteInput,
  LoggingQuote,
  LoggingQuoteInput,
  PlanBundleQuote,
} from '../core/types/quotes';
import type { LabTier, LoggingTier } from '../core/types/tiers';
import { DEFAULT_LAB_TIERS } from '../data/labTiers';
import { DEFAULT_LOGGING_TIERS } from '../data/loggingTiers';

/**
 * Replacement tier tables for {@link createPricing}; an omitted table keeps
 * the shipped default.
 * @public
 */
export interface PricingTables {
  readonly loggingTiers?: readonly LoggingTier[];
  readonly labTiers?: readonly LabTier[];
}

/**
 * The pricing API over one pair of tier tables.
 * @public
 */
export interface Pricing {
  /** The TabLogs table in use (a validated copy). */
  readonly loggingTiers: readonly LoggingTier[];
  /** The TabLabs table in use (a validated copy). */
  readonly labTiers: readonly LabTier[];
  /** Quotes TabLogs; see the package's `quoteLogging`. */
  readonly quoteLogging: (input: LoggingQuoteInput) => LoggingQuote;
  /** Quotes TabLabs; see the package's `quoteLab`. */
  readonly quoteLab: (input: LabQuoteInput) => LabQuote;
  /** Prices a bundle of two prices; see the package's `quoteBundle`. */
  readonly quoteBundle: (input: BundleInput) => BundleQuote;
  /** Bundles one plan of two quotes; see the package's `bundleQuotes`. */
  readonly bundleQuotes: (
    logging: LoggingQuote,
    lab: LabQuote,
    plan: PricedPlan,
  ) => PlanBundleQuote | null;
}

/**
 * Builds the pricing API over replacement tier tables (for example the
 * commercial table from sales). Tables are validated once, here, and turned
 * into lookup arrays so every quote is constant time.
 * @param tables - Replacement tables; omitted ones use the shipped defaults.
 * @returns The same functions the package exports, over these tables.
 * @throws RangeError for an empty, unsorted, gapped or duplicated table, an
 *   uneven step, a negative or fractional price, or prices that fall as the
 *   count rises.
 * @public
 */
export function createPricing(tables: PricingTables = {}): Pricing {
  const logging = validateLoggingTiers(tables.loggingTiers ?? DEFAULT_LOGGING_TIERS);
  const lab = validateLabTiers(tables.labTiers ?? DEFAULT_LAB_TIERS);
  const loggingBook = buildLoggingPriceBook(logging);
  const labBook = buildLabPriceBook(lab);
  return {
    loggingTiers: logging.rows,
    labTiers: lab.rows,
    quoteLogging: (input) => priceLogging(loggingBook, input),
    quoteLab: (input) => priceLab(labBook, input),
    quoteBundle: priceBundle,
    bundleQuotes: bundlePlanQuotes,
  };
}
