import {
  DEFAULT_LAB_PAGE_STATE,
  DEFAULT_LOGGING_PAGE_STATE,
  PLANS,
  quoteLab,
  quoteLogging,
} from '@tablogs/pricing';
import type { SoftwareOffer } from './structured-data';

/** List prices are Australian dollars (terms of use); the pages print them with "$". */
const CURRENCY = 'AUD';

/**
 * Offers for a product's SoftwareApplication: the Standard and Plus prices the pricing page
 * opens on (Enterprise has no list price). Call it in a loader: it runs the pricing engine.
 */
export function defaultOffers(product: 'TabLogs' | 'TabLabs'): SoftwareOffer[] {
  const quote =
    product === 'TabLogs'
      ? quoteLogging({
          logsPerMonth: DEFAULT_LOGGING_PAGE_STATE.logs,
          billing: DEFAULT_LOGGING_PAGE_STATE.billing,
        })
      : quoteLab(DEFAULT_LAB_PAGE_STATE);
  if (quote.kind !== 'priced') return [];
  const volume =
    product === 'TabLogs'
      ? `${DEFAULT_LOGGING_PAGE_STATE.logs} logs per month`
      : `${DEFAULT_LAB_PAGE_STATE.soil} soil, ${DEFAULT_LAB_PAGE_STATE.concrete} concrete and ${DEFAULT_LAB_PAGE_STATE.asphalt} asphalt tests per month`;
  return PLANS.flatMap((plan) => {
    if (plan.id === 'enterprise') return [];
    return [
      {
        name: `${product} ${plan.name}`,
        price: quote[plan.id],
        priceCurrency: CURRENCY,
        description: `${volume}, ${quote.billing} billing`,
      },
    ];
  });
}
