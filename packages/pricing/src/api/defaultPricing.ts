import { createPricing, type Pricing } from './createPricing';

/**
 * The pricing API over the shipped tables; the package's top-level quote
 * functions delegate to it.
 * @public
 */
export const defaultPricing: Pricing = /* @__PURE__ */ createPricing();
