import { formatMoney } from '../money/formatMoney';
import type { QuoteDocument } from './quoteTypes';

/** One row of a printed quote: item, what it covers, per month, per year (formatted). */
export type QuoteRow = readonly [item: string, covers: string, monthly: string, yearly: string];

export const QUOTE_HEADER: QuoteRow = ['Item', 'Covers', 'Per month', 'Per year'];

const price = (amount: number | null) => (amount === null ? 'Contact sales' : formatMoney(amount));

/** The lines, the discount and the total, as every text format prints them. */
export function quoteRows(doc: QuoteDocument): QuoteRow[] {
  const rows: QuoteRow[] = doc.lines.map((line) => [
    line.description,
    line.covers,
    price(line.monthly),
    price(line.yearly),
  ]);
  if (doc.discount) {
    rows.push([
      doc.discount.description,
      '',
      formatMoney(-doc.discount.monthly),
      formatMoney(-doc.discount.yearly),
    ]);
  }
  rows.push([
    'Total',
    doc.taxNote,
    price(doc.totals?.monthly ?? null),
    price(doc.totals?.yearly ?? null),
  ]);
  return rows;
}

/** The sentences above the table: date, validity, billing, currency. */
export function quoteFacts(doc: QuoteDocument): string[] {
  return [
    `Date: ${doc.date}`,
    `Valid until: ${doc.validUntil}`,
    doc.billingDescription,
    `Prices: ${doc.taxNote}`,
  ];
}

/** What each invoice comes to, or why the quote has no total. */
export function invoiceSentence(doc: QuoteDocument): string {
  if (doc.totals === null) {
    return 'A count is above the largest tier: contact sales for its price.';
  }
  return `Each invoice: ${formatMoney(doc.totals.perInvoice)} per ${doc.totals.invoicePeriod} (${doc.taxNote}).`;
}
