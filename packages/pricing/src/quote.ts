// The public surface of @tablogs/pricing/quote: the quote document a salesperson hands a
// customer, and its printed forms. A separate entry point, so a page that only prices never
// bundles the document's wording.

export type { FormatQuoteOptions } from './api/quote/formatQuote';
export { formatQuote } from './api/quote/formatQuote';
export { quoteDocument } from './api/quote/quoteDocument';
export { quoteQueryParams, readQuoteQuery } from './api/quote/quoteQuery';
export type { QueryParamReader } from './core/query/queryParams';
// The choices the input takes, so a quote tool needs only this entry point (the same values as
// the main entry's: a bundler keeps one copy).
export type { Billing } from './core/types/billing';
export { BILLING_PERIODS } from './core/types/billing';
export type { LabModule } from './core/types/labModules';
export { LAB_MODULES } from './core/types/labModules';
export type { PricedPlan } from './core/types/plans';
export { PRICED_PLANS } from './core/types/plans';
export type { PriceRegion } from './money/currencyNotes';
export { PRICE_REGIONS } from './money/currencyNotes';
export type { QuoteQuery } from './quote/quoteQuery';
export type {
  QuoteDiscount,
  QuoteDocument,
  QuoteFormat,
  QuoteInput,
  QuoteLine,
  QuoteTotals,
} from './quote/quoteTypes';
