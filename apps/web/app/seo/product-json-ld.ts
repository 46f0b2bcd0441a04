import {
  absolute,
  BRAND,
  type JsonLdNode,
  organizationId,
  SCHEMA_CONTEXT,
} from '@tablogs/content/structured-data';
import {
  BILLING_LABELS,
  type Billing,
  DEFAULT_LAB_PAGE_STATE,
  DEFAULT_LOGGING_PAGE_STATE,
  formatCount,
  LAB_MODULE_LABELS,
  LAB_MODULES,
  PLANS,
  quoteLab,
  quoteLogging,
} from '@tablogs/pricing';

/**
 * Fees are in Australian dollars (terms of use, clause 4.1); the pages print "$". A schema.org
 * Offer needs the currency, so this is the one place that states it.
 */
export const PRICE_CURRENCY = 'AUD';

export type ProductName = 'TabLogs' | 'TabLabs';

export interface SoftwareOffer {
  name: string;
  /** Whole currency units per month. */
  price: number;
  description: string;
}

export interface ProductPageInput {
  name: ProductName;
  description: string;
  /** Site path of the page that describes the product. */
  path: string;
  offers: readonly SoftwareOffer[];
}

/** One offer per priced plan of a quote (Enterprise and plans over the top tier have no price). */
export function quoteOffers({
  product,
  quote,
  volume,
}: {
  product: ProductName;
  quote: { standard: number | null; plus: number | null; billing: Billing };
  /** What the quote is for, e.g. "1,000 logs per month". */
  volume: string;
}): SoftwareOffer[] {
  const billing = BILLING_LABELS[quote.billing].label.toLowerCase();
  return PLANS.flatMap((plan) => {
    const price = plan.id === 'enterprise' ? null : quote[plan.id];
    if (price === null) return [];
    return [
      { name: `${product} ${plan.name}`, price, description: `${volume}, ${billing} billing` },
    ];
  });
}

/**
 * The Standard and Plus prices a product's pricing page opens on. It runs the pricing engine:
 * call it in a loader, or on a page that loads the engine anyway.
 */
export function openingOffers(product: ProductName): SoftwareOffer[] {
  if (product === 'TabLogs') {
    const { logs, billing } = DEFAULT_LOGGING_PAGE_STATE;
    return quoteOffers({
      product,
      quote: quoteLogging({ logsPerMonth: logs, billing }),
      volume: `${formatCount(logs)} logs per month`,
    });
  }
  const state = DEFAULT_LAB_PAGE_STATE;
  const tests = LAB_MODULES.filter((module) => state[module] > 0).map(
    (module) =>
      `${formatCount(state[module])} ${LAB_MODULE_LABELS[module].name.toLowerCase()} tests`,
  );
  return quoteOffers({
    product,
    quote: quoteLab(state),
    volume: `${tests.join(' and ')} per month`,
  });
}

function offerJsonLd(offer: SoftwareOffer, url: string) {
  return {
    '@type': 'Offer',
    name: offer.name,
    description: offer.description,
    url,
    price: offer.price,
    priceCurrency: PRICE_CURRENCY,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: offer.price,
      priceCurrency: PRICE_CURRENCY,
      unitCode: 'MON',
      unitText: 'month',
    },
  };
}

/** A named product at a URL with its offers, plus what its schema.org type adds. */
function offeredNode(
  type: 'SoftwareApplication' | 'Product',
  { name, description, path, offers }: ProductPageInput,
  siteUrl: string,
  typeFields: Record<string, unknown>,
): JsonLdNode {
  const url = absolute(path, siteUrl);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': type,
    name,
    description,
    url,
    ...typeFields,
    offers: offers.map((offer) => offerJsonLd(offer, url)),
  };
}

/**
 * A product as a web/mobile application with its list-price offers, for a page that shows those
 * prices (Google requires a price; structured data describes only what the page shows).
 */
export function softwareApplicationJsonLd(input: ProductPageInput, siteUrl: string): JsonLdNode {
  return offeredNode('SoftwareApplication', input, siteUrl, {
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web, iOS, Android',
    publisher: { '@id': organizationId(siteUrl) },
  });
}

/** A product with its plans as offers (pricing pages). */
export function productJsonLd(input: ProductPageInput, siteUrl: string): JsonLdNode {
  return offeredNode('Product', input, siteUrl, { brand: { '@type': 'Brand', name: BRAND } });
}
