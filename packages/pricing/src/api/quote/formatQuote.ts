import { formatQuoteDocument } from '../../quote/formatQuoteDocument';
import type { QuoteDocument, QuoteFormat } from '../../quote/quoteTypes';

/**
 * Options of `formatQuote`.
 * @public
 */
export interface FormatQuoteOptions {
  /** `text`, `markdown`, `csv` or `json`. */
  readonly format: QuoteFormat;
}

/**
 * Prints a `quoteDocument` as plain text, Markdown (a table and the terms), CSV (one row per
 * line, the discount and the total) or JSON.
 * @param doc - A `quoteDocument` result.
 * @param options - `{ format }`.
 * @returns The text, ending in a newline.
 * @throws RangeError for an unknown format.
 * @public
 */
export function formatQuote(doc: QuoteDocument, options: FormatQuoteOptions): string {
  return formatQuoteDocument(doc, options.format);
}
