/**
 * The regions the site serves; each words the currency and tax note its own way.
 * @public
 */
export const PRICE_REGIONS = ['AU', 'US', 'EU', 'SA'] as const;

/**
 * A region code of `PRICE_REGIONS`.
 * @public
 */
export type PriceRegion = (typeof PRICE_REGIONS)[number];

/**
 * The currency of every amount, in every region (the terms: fees in Australian dollars).
 * @public
 */
export const PRICE_CURRENCY = 'AUD';

/**
 * What a price is in, shown beside every price: the amounts stay Australian dollars everywhere
 * and exclude the tax each region pays (GST in Australia, sales tax or VAT elsewhere).
 * @public
 */
export const CURRENCY_NOTES: Readonly<Record<PriceRegion, string>> = {
  AU: 'AUD, excluding GST',
  US: 'AUD (Australian dollars), excluding sales tax',
  EU: 'AUD (Australian dollars), excluding VAT',
  SA: 'AUD (Australian dollars), excluding VAT',
};
