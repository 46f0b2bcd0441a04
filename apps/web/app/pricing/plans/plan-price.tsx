import { BILLING_LABELS, type Billing, formatMoney } from '@tablogs/pricing';
import { CurrencyNote } from '../currency-note';

/** What a plan shows where its price goes: an amount, or words (contact sales, an empty quote). */
export type PriceShown = { amount: number } | { text: string; quiet?: boolean };

interface PlanPriceProps {
  price: PriceShown;
  billing: Billing;
  /** Ties the amount to its plan for tests and analytics, e.g. `plus`. */
  plan: string;
}

/** "$1,093 /month, billed annually" and "AUD, excluding GST", or the words that stand in for a price. */
export function PlanPrice({ price, billing, plan }: PlanPriceProps) {
  if ('text' in price) {
    return (
      <p
        className={price.quiet ? 'plan-price plan-price--quiet' : 'plan-price plan-price--text'}
        data-plan-price={plan}
      >
        {price.text}
      </p>
    );
  }
  return (
    <p className="plan-price">
      <span className="plan-price__amount" data-plan-price={plan}>
        {formatMoney(price.amount)}
      </span>
      <span className="plan-price__suffix">{BILLING_LABELS[billing].priceSuffix}</span>
      <CurrencyNote className="plan-price__currency" />
    </p>
  );
}
