import { BILLING_LABELS, type Billing, PLANS, type PricedPlan } from '@tablogs/pricing';

interface PricingLdInput {
  product: 'TabLogs' | 'TabLabs';
  description: string;
  url: string;
  /** The quote the page opens on; the offers repeat its prices. */
  quote: { standard: number | null; plus: number | null; billing: Billing };
  /** What the opening quote is for, e.g. "100 logs per month". */
  volume: string;
}

/**
 * Fees are in Australian dollars (terms of use); the pages print "$". The schema.org Offer
 * needs a currency, so it is stated here.
 */
const CURRENCY = 'AUD';

/** schema.org Product with one Offer per priced plan, at the page's opening prices. */
export function pricingLd({ product, description, url, quote, volume }: PricingLdInput) {
  const offers = PLANS.flatMap((plan) => {
    const amount = plan.id === 'enterprise' ? null : quote[plan.id satisfies PricedPlan];
    if (amount === null) return [];
    return [
      {
        '@type': 'Offer',
        name: `${product} ${plan.name}`,
        description: `${volume}, ${BILLING_LABELS[quote.billing].label.toLowerCase()} billing`,
        url,
        price: amount,
        priceCurrency: CURRENCY,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: amount,
          priceCurrency: CURRENCY,
          unitCode: 'MON',
          unitText: 'month',
        },
      },
    ];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product,
    description,
    url,
    brand: { '@type': 'Brand', name: 'TabLogs' },
    offers,
  };
}
