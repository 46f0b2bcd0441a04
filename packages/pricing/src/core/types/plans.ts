/**
 * Every plan on both pricing pages, cheapest first.
 * @public
 */
export const PLAN_IDS = ['standard', 'plus', 'enterprise'] as const;

/**
 * The plans that have a list price. Enterprise is always "contact us".
 * @public
 */
export const PRICED_PLANS = ['standard', 'plus'] as const;

/**
 * A plan: Standard, Plus or Enterprise.
 * @public
 */
export type PlanId = (typeof PLAN_IDS)[number];

/**
 * A plan with a list price: Standard or Plus.
 * @public
 */
export type PricedPlan = (typeof PRICED_PLANS)[number];
