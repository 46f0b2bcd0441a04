import { buildQuoteDocument } from '../../quote/buildQuoteDocument';
import type { QuoteDocument, QuoteInput } from '../../quote/quoteTypes';
import { defaultPricing } from '../defaultPricing';

/**
 * A quote to hand a customer: line items (product, plan, what each covers, price per month and
 * per year), the bundle discount when both products are quoted, totals per month, per year and
 * per invoice, the currency and tax note, the validity (30 days from `date`) and the terms.
 * Amounts are whole Australian dollars and equal the quote functions' prices.
 * @param input - Logs and/or lab tests, plan, billing, the date (`YYYY-MM-DD`) and region.
 * @returns The document; `kind: 'contactSales'` when a count is above the largest tier.
 * @throws RangeError for a bad count, plan, billing, region or date, or an empty quote.
 * @public
 */
export function quoteDocument(input: QuoteInput): QuoteDocument {
  return buildQuoteDocument(input, defaultPricing);
}
