/**
 * The billing periods a quote can be priced for. Annual is the site's default.
 * @public
 */
export const BILLING_PERIODS = ['annual', 'monthly'] as const;

/**
 * A billing period: `'annual'` (billed yearly, shown per month) or `'monthly'`.
 * @public
 */
export type Billing = (typeof BILLING_PERIODS)[number];
