import { formatMoney } from '@tablogs/pricing';
import type { QuoteDocument } from '@tablogs/pricing/quote';
import { CurrencyNote } from '../currency-note';

interface BundleReceiptProps {
  /** A priced `quoteDocument` of both products: the same lines a printed quote has. */
  quote: QuoteDocument;
  priceSuffix: string;
}

/** The bundle's quote lines, the discount and the total per month, as a short receipt. */
export function BundleReceipt({ quote, priceSuffix }: BundleReceiptProps) {
  return (
    <dl className="bundle-receipt">
      {quote.lines.map((line) => (
        <div className="bundle-receipt__line" key={line.description}>
          <dt>
            {line.description}
            <span className="bundle-receipt__detail">{line.covers}</span>
          </dt>
          <dd data-bundle={line.product === 'TabLogs' ? 'logging' : 'lab'}>
            {line.monthly === null ? '' : formatMoney(line.monthly)}
          </dd>
        </div>
      ))}
      {quote.discount ? (
        <div className="bundle-receipt__line bundle-receipt__line--discount">
          <dt>{quote.discount.description}</dt>
          <dd data-bundle="discount">−{formatMoney(quote.discount.monthly)}</dd>
        </div>
      ) : null}
      <div className="bundle-receipt__line bundle-receipt__line--total">
        <dt>Total</dt>
        <dd>
          <span data-bundle="total">{formatMoney(quote.totals?.monthly ?? 0)}</span>
          <span className="bundle-receipt__suffix">{priceSuffix}</span>
          <CurrencyNote className="bundle-receipt__suffix" />
        </dd>
      </div>
    </dl>
  );
}
