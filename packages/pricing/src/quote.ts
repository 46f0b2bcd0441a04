// The public surface of @tablogs/pricing/quote: the quote document a salesperson hands a
// customer, and its printed forms. A separate entry point, so a page that only prices never
// bundles the document's wording.

export type { FormatQuoteOptions } from './api/quote/formatQuote';
export { formatQuote } from './api/quote/formatQuote';
export { quoteDocument } from './api/quote/quoteDocument';
export type {
  QuoteDiscount,
  QuoteDocument,
  QuoteFormat,
  QuoteInput,
  QuoteLine,
  QuoteTotals,
} from './quote/quoteTypes';
