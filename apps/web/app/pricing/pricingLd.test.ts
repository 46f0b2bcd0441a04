import { DEFAULT_LAB_PAGE_STATE, quoteLab, quoteLogging } from '@tablogs/pricing';
import { describe, expect, it } from 'vitest';
import { pricingLd } from './pricingLd';

describe('pricingLd', () => {
  it('offers the priced plans at the quote it is given', () => {
    const quote = quoteLogging({ logsPerMonth: 100, billing: 'annual' });
    const ld = pricingLd({
      product: 'TabLogs',
      description: 'Plans',
      url: 'https://example.test/pricing/tablogs',
      quote,
      volume: '100 logs per month',
    });
    expect(ld.offers.map((offer) => [offer.name, offer.price])).toEqual([
      ['TabLogs Standard', quote.standard],
      ['TabLogs Plus', quote.plus],
    ]);
    expect(ld.offers[0]?.description).toBe('100 logs per month, annual billing');
  });

  it('leaves out plans without a price', () => {
    const quote = quoteLab({ ...DEFAULT_LAB_PAGE_STATE, soil: 3050 });
    const ld = pricingLd({ product: 'TabLabs', description: '', url: '', quote, volume: '' });
    expect(ld.offers).toEqual([]);
  });
});
