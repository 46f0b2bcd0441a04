import { richResultProblems } from '@tablogs/content/structured-data/rich-results';
import {
  DEFAULT_LAB_PAGE_STATE,
  DEFAULT_LOGGING_PAGE_STATE,
  quoteLab,
  quoteLogging,
} from '@tablogs/pricing';
import { describe, expect, it } from 'vitest';
import {
  openingOffers,
  productJsonLd,
  quoteOffers,
  softwareApplicationJsonLd,
} from './product-json-ld';

const SITE = 'https://www.tablogs.com';

describe('offers', () => {
  it('offer the priced plans at the quote they are given', () => {
    const quote = quoteLogging({ logsPerMonth: 100, billing: 'annual' });
    const offers = quoteOffers({ product: 'TabLogs', quote, volume: '100 logs per month' });
    expect(offers).toEqual([
      {
        name: 'TabLogs Standard',
        price: quote.standard,
        description: '100 logs per month, annual billing',
      },
      {
        name: 'TabLogs Plus',
        price: quote.plus,
        description: '100 logs per month, annual billing',
      },
    ]);
  });

  it('leave out plans without a price', () => {
    const quote = quoteLab({ ...DEFAULT_LAB_PAGE_STATE, soil: 3050 });
    expect(quoteOffers({ product: 'TabLabs', quote, volume: '' })).toEqual([]);
  });

  it('open on the pricing pages’ default quotes', () => {
    const logging = quoteLogging({
      logsPerMonth: DEFAULT_LOGGING_PAGE_STATE.logs,
      billing: DEFAULT_LOGGING_PAGE_STATE.billing,
    });
    const lab = quoteLab(DEFAULT_LAB_PAGE_STATE);
    expect(openingOffers('TabLogs').map((offer) => [offer.name, offer.price])).toEqual([
      ['TabLogs Standard', logging.standard],
      ['TabLogs Plus', logging.plus],
    ]);
    expect(openingOffers('TabLabs').map((offer) => [offer.name, offer.price])).toEqual([
      ['TabLabs Standard', lab.standard],
      ['TabLabs Plus', lab.plus],
    ]);
    expect(openingOffers('TabLabs')[0]?.description).toMatch(
      /^[\d,]+ soil, rock .* tests per month/,
    );
  });
});

describe.each(['TabLogs', 'TabLabs'] as const)('%s', (name) => {
  const input = {
    name,
    description: 'Logging software.',
    path: `/pricing/${name.toLowerCase()}`,
    offers: openingOffers(name),
  };

  it('SoftwareApplication offers the opening list prices in Australian dollars', () => {
    const data = softwareApplicationJsonLd(input, SITE);
    expect(richResultProblems(data)).toEqual([]);
    expect(data.publisher).toEqual({ '@id': 'https://www.tablogs.com/#organization' });
    expect(data.offers).toEqual(
      input.offers.map((offer) =>
        expect.objectContaining({
          '@type': 'Offer',
          price: offer.price,
          priceCurrency: 'AUD', // terms of use, clause 4.1
          url: `https://www.tablogs.com/pricing/${name.toLowerCase()}`,
        }),
      ),
    );
  });

  it('Product has the same offers and the brand', () => {
    const data = productJsonLd(input, SITE);
    expect(richResultProblems(data)).toEqual([]);
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'TabLogs' });
    expect(data.offers).toEqual(softwareApplicationJsonLd(input, SITE).offers);
  });
});
