import type { Billing } from '../core/types/billing';
import type { PlanId } from '../core/types/plans';

/**
 * How a plan is presented on both pricing pages.
 * @public
 */
export interface PlanPresentation {
  readonly id: PlanId;
  /** Column heading. */
  readonly name: string;
  /** Ribbon over the column, if any. */
  readonly badge: string | null;
  /** Shown instead of a price; null when the plan has a list price. */
  readonly priceLabel: string | null;
}

/**
 * The three plans, in column order: Standard, Plus ('MOST POPULAR'),
 * Enterprise ('Contact us').
 * @public
 */
export const PLANS: readonly PlanPresentation[] = [
  { id: 'standard', name: 'Standard', badge: null, priceLabel: null },
  { id: 'plus', name: 'Plus', badge: 'MOST POPULAR', priceLabel: null },
  { id: 'enterprise', name: 'Enterprise', badge: null, priceLabel: 'Contact us' },
];

/**
 * How a billing period is labelled on the toggle and under each price.
 * @public
 */
export interface BillingLabel {
  /** Toggle text. */
  readonly label: string;
  /** Small tag beside the toggle text, e.g. `-25%`. */
  readonly tag: string | null;
  /** Note under each priced plan, e.g. `Save 25% annually`. */
  readonly planNote: string | null;
  /** Suffix after a price. */
  readonly priceSuffix: string;
}

/**
 * Labels of both billing periods. Annual is the default on both pages. The
 * 25% is copy: annual prices come from the tables, not from this label.
 * @public
 */
export const BILLING_LABELS: Readonly<Record<Billing, BillingLabel>> = {
  annual: {
    label: 'Annual',
    tag: '-25%',
    planNote: 'Save 25% annually',
    priceSuffix: '/month, billed annually',
  },
  monthly: { label: 'Monthly', tag: null, planNote: null, priceSuffix: '/month' },
};

/**
 * The billing period both pricing pages start on.
 * @public
 */
export const DEFAULT_BILLING: Billing = 'annual';

/**
 * The short bundle headline on the lab pricing page; `BUNDLE_NOTE` is the sentence under it.
 * @public
 */
export const BUNDLE_HEADLINE = '20% off when you bundle';

/**
 * The bundle note on the lab pricing page.
 * @public
 */
export const BUNDLE_NOTE =
  '20% off when you bundle TabLogs and TabLabs, taken off the lower-priced plan';

/**
 * Shown in place of prices when a quote is `kind: 'contactSales'`.
 * @public
 */
export const CONTACT_SALES_LABEL = 'Contact sales';
