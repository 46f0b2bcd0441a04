import {
  BILLING_LABELS,
  type Billing,
  CONTACT_SALES_LABEL,
  type FeatureRow,
  PLANS,
  type PlanId,
  type PlanPresentation,
  type PricedPlan,
} from '@tablogs/pricing';
import type { PriceShown } from './plan-price';

/** Where the plans' calls to action lead. */
export const FREE_TRIAL_ANCHOR = 'free-trial';
export const CONTACT_PATH = '/contact-us';

/** Standard and Plus prices of a quote: amounts, or words when there is no price to show. */
export type PlanPrices = Readonly<Record<PricedPlan, PriceShown>>;

/** One plan as a column of the comparison: its presentation, price, note and call to action. */
export interface PlanColumn {
  plan: PlanPresentation;
  price: PriceShown;
  note: string | null;
  cta: { label: string; href: string; primary: boolean };
  featured: boolean;
}

/** A quote's Standard and Plus prices, or "Contact sales" when it has none. */
export function quotePrices(quote: { standard: number | null; plus: number | null }): PlanPrices {
  const shown = (amount: number | null): PriceShown =>
    amount === null ? { text: CONTACT_SALES_LABEL } : { amount };
  return { standard: shown(quote.standard), plus: shown(quote.plus) };
}

/** The three plan columns in page order, priced for one billing period. */
export function planColumns(prices: PlanPrices, billing: Billing): PlanColumn[] {
  return PLANS.map((plan) => {
    const featured = plan.badge !== null;
    const listPrice = plan.id === 'enterprise' || plan.priceLabel !== null ? null : prices[plan.id];
    return {
      plan,
      price: listPrice ?? { text: plan.priceLabel ?? CONTACT_SALES_LABEL },
      note: BILLING_LABELS[billing].planNote,
      cta: listPrice
        ? { label: 'Start free trial', href: `#${FREE_TRIAL_ANCHOR}`, primary: featured }
        : { label: 'Talk to sales', href: CONTACT_PATH, primary: false },
      featured,
    };
  });
}

/** Feature rows grouped by the cheapest plan that includes them, in plan order. */
export function featureGroups(
  features: readonly FeatureRow[],
): { from: PlanId; title: string; rows: FeatureRow[] }[] {
  const name = (id: PlanId) => PLANS.find((plan) => plan.id === id)?.name ?? id;
  const titles: Record<PlanId, string> = {
    standard: 'Included in every plan',
    plus: `${name('plus')} and ${name('enterprise')}`,
    enterprise: `${name('enterprise')} only`,
  };
  return PLANS.map((plan) => ({
    from: plan.id,
    title: titles[plan.id],
    rows: features.filter((row) => row.from === plan.id),
  })).filter((group) => group.rows.length > 0);
}
