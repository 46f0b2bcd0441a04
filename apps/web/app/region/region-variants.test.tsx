import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RegionVariant } from './region-variant-groups';
import { RegionText, RegionVariants } from './region-variants';

const hero: RegionVariant<{ headline: string; lead: string }>[] = [
  { regions: ['AU'], value: { headline: 'Borehole logging', lead: 'Same lead' } },
  { regions: ['US', 'EU', 'SA'], value: { headline: 'Boring logs', lead: 'Same lead' } },
];

describe('RegionText', () => {
  it('puts each region’s words in a span inside the one element it is given', () => {
    const html = renderToStaticMarkup(
      <h1>
        <RegionText variants={hero} text={(copy) => copy.headline} />
      </h1>,
    );
    expect(html).toBe(
      '<h1><span data-region-show="AU">Borehole logging</span><span data-region-show="US EU SA">Boring logs</span></h1>',
    );
  });

  it('renders plain text when every region has the same words', () => {
    const html = renderToStaticMarkup(
      <p>
        <RegionText variants={hero} text={(copy) => copy.lead} />
      </p>,
    );
    expect(html).toBe('<p>Same lead</p>');
  });
});

describe('RegionVariants', () => {
  it('wraps block variants in divs', () => {
    const html = renderToStaticMarkup(
      <RegionVariants variants={hero}>{(copy) => <p>{copy.headline}</p>}</RegionVariants>,
    );
    expect(html).toBe(
      '<div data-region-show="AU"><p>Borehole logging</p></div><div data-region-show="US EU SA"><p>Boring logs</p></div>',
    );
  });
});
