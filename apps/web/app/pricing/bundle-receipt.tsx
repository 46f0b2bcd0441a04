import type { PlanBundleQuote } from '@tablogs/pricing';
import { formatCount, formatDollars } from './format-amount';

interface BundleReceiptProps {
  bundle: PlanBundleQuote;
  planName: string;
  logs: number;
  priceSuffix: string;
}

/** Both prices, the discount and the total of a bundle, as a short receipt. */
export function BundleReceipt({ bundle, planName, logs, priceSuffix }: BundleReceiptProps) {
  const discounted = bundle.discountedSide === 'lab' ? 'TabLabs' : 'TabLogs';
  return (
    <dl className="bundle-receipt">
      <div className="bundle-receipt__line">
        <dt>
          TabLogs {planName}
          <span className="bundle-receipt__detail">{formatCount(logs)} logs per month</span>
        </dt>
        <dd data-bundle="logging">{formatDollars(bundle.logging)}</dd>
      </div>
      <div className="bundle-receipt__line">
        <dt>
          TabLabs {planName}
          <span className="bundle-receipt__detail">tests per month as above</span>
        </dt>
        <dd data-bundle="lab">{formatDollars(bundle.lab)}</dd>
      </div>
      <div className="bundle-receipt__line bundle-receipt__line--discount">
        <dt>Bundle discount on {discounted}</dt>
        <dd data-bundle="discount">−{formatDollars(bundle.discount)}</dd>
      </div>
      <div className="bundle-receipt__line bundle-receipt__line--total">
        <dt>Total</dt>
        <dd>
          <span data-bundle="total">{formatDollars(bundle.total)}</span>
          <span className="bundle-receipt__suffix">{priceSuffix}</span>
        </dd>
      </div>
    </dl>
  );
}
