import { formatMoney } from '@tablogs/pricing';
import type { QuoteDocument } from '@tablogs/pricing/quote';

/** Who the quote is from: the company facts of the site settings. */
export interface QuoteSeller {
  legalName: string;
  abn: string;
  address: string[];
  email: string;
  phone: string;
}

const money = (amount: number | null) => (amount === null ? 'Contact sales' : formatMoney(amount));

/**
 * A quote as a printable sheet: the seller, the date and validity, the lines, the discount,
 * the totals with the currency and tax note, and the terms. Every figure and sentence comes
 * from the quote document, as in the CLI's Markdown.
 */
export function QuoteSheet({ quote, seller }: { quote: QuoteDocument; seller: QuoteSeller }) {
  return (
    <article className="quote-sheet" aria-labelledby="quote-title">
      <header className="quote-sheet__header">
        <div>
          <p className="tl-eyebrow">Quote</p>
          <h1 id="quote-title" className="quote-sheet__title">
            {quote.title}
          </h1>
        </div>
        <address className="quote-sheet__seller">
          <strong>{seller.legalName}</strong>
          <span>ABN {seller.abn}</span>
          {seller.address.map((line) => (
            <span key={line}>{line}</span>
          ))}
          <span>{seller.email}</span>
          <span>{seller.phone}</span>
        </address>
      </header>
      <dl className="quote-sheet__facts">
        <div>
          <dt>Date</dt>
          <dd data-quote="date">{quote.date}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd data-quote="valid-until">{quote.validUntil}</dd>
        </div>
        <div>
          <dt>Billing</dt>
          <dd>{quote.billingDescription}</dd>
        </div>
        <div>
          <dt>Prices</dt>
          <dd data-quote="tax-note">{quote.taxNote}</dd>
        </div>
      </dl>
      <table className="quote-sheet__lines">
        <caption className="tl-visually-hidden">Quote lines, {quote.taxNote}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Covers</th>
            <th scope="col">Per month</th>
            <th scope="col">Per year</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.description} data-quote="line">
              <th scope="row">{line.description}</th>
              <td>{line.covers}</td>
              <td>{money(line.monthly)}</td>
              <td>{money(line.yearly)}</td>
            </tr>
          ))}
          {quote.discount ? (
            <tr data-quote="discount">
              <th scope="row">{quote.discount.description}</th>
              <td />
              <td>{formatMoney(-quote.discount.monthly)}</td>
              <td>{formatMoney(-quote.discount.yearly)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr data-quote="total">
            <th scope="row">Total</th>
            <td>{quote.taxNote}</td>
            <td>{money(quote.totals?.monthly ?? null)}</td>
            <td>{money(quote.totals?.yearly ?? null)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="quote-sheet__invoice" data-quote="invoice">
        {quote.totals
          ? `Each invoice: ${formatMoney(quote.totals.perInvoice)} per ${quote.totals.invoicePeriod} (${quote.taxNote}).`
          : 'A count is above the largest tier: contact sales for its price.'}
      </p>
      <section className="quote-sheet__terms" aria-labelledby="quote-terms">
        <h2 id="quote-terms">Terms</h2>
        <ul>
          {quote.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
