// The public surface of @tablogs/pricing, listed by name so it reads in one place.

export { bundleQuotes } from './api/bundleQuotes';
export type { Pricing, PricingTables } from './api/createPricing';
export { createPricing } from './api/createPricing';
export { defaultPricing } from './api/defaultPricing';
export { hoursSaved } from './api/hoursSaved';
export type { LabPageState, LoggingPageState } from './api/pageQuery';
export {
  DEFAULT_LAB_PAGE_STATE,
  DEFAULT_LOGGING_PAGE_STATE,
  labQueryParams,
  loggingQueryParams,
  readLabQuery,
  readLoggingQuery,
} from './api/pageQuery';
export { quoteBundle } from './api/quoteBundle';
export { quoteLab } from './api/quoteLab';
export { quoteLogging } from './api/quoteLogging';
export { MESSAGE_PREFIX } from './core/checks/messages';
export { MINUTES_SAVED_PER_LOG } from './core/hoursSavedFor';
export { INTERPOLATION_ROUNDING, interpolateLabTiers } from './core/lab/interpolateLabTiers';
export type { QueryParamReader } from './core/query/queryParams';
export { parseBillingParam, parseSliderParam } from './core/query/queryParams';
export type { Billing } from './core/types/billing';
export { BILLING_PERIODS } from './core/types/billing';
export type { LabModule } from './core/types/labModules';
export { LAB_MODULES } from './core/types/labModules';
export type { PlanId, PricedPlan } from './core/types/plans';
export { PLAN_IDS, PRICED_PLANS } from './core/types/plans';
export type {
  BundleInput,
  BundleQuote,
  ContactSalesLabModuleQuote,
  ContactSalesLabQuote,
  ContactSalesLoggingQuote,
  LabModuleQuote,
  LabQuote,
  LabQuoteInput,
  LoggingQuote,
  LoggingQuoteInput,
  PlanBundleQuote,
  PricedLabModuleQuote,
  PricedLabQuote,
  PricedLoggingQuote,
} from './core/types/quotes';
export type {
  LabPriceColumn,
  LabStatedRow,
  LabTier,
  LoggingTier,
  TierSource,
} from './core/types/tiers';
export { LAB_PRICE_COLUMNS } from './core/types/tiers';
export type { FeatureRow } from './data/featureRow';
export { LAB_FEATURES } from './data/labFeatures';
export { DEFAULT_LAB_TIERS } from './data/labTiers';
export { LOGGING_FEATURES } from './data/loggingFeatures';
export { DEFAULT_LOGGING_TIERS } from './data/loggingTiers';
export type { BillingLabel, PlanPresentation } from './data/plans';
export {
  BILLING_LABELS,
  BUNDLE_HEADLINE,
  BUNDLE_NOTE,
  CONTACT_SALES_LABEL,
  DEFAULT_BILLING,
  PLANS,
} from './data/plans';
export { PRICE_LIST_EFFECTIVE_DATE } from './data/priceList';
export type { LabModuleLabel, SliderBounds } from './data/sliders';
export {
  LAB_MODULE_LABELS,
  LAB_PAGE_DEFAULTS,
  LAB_SLIDER,
  LOGGING_SLIDER,
  TIME_SAVINGS_DEFAULT_LOGS,
} from './data/sliders';
export type { PriceRegion } from './money/currencyNotes';
export { CURRENCY_NOTES, PRICE_CURRENCY, PRICE_REGIONS } from './money/currencyNotes';
export { formatCount, formatMoney } from './money/formatMoney';
