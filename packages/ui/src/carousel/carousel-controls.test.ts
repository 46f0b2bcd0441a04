import { describe, expect, it } from 'vitest';
import { carouselControls, slidesPerViewCss, slidesPerViewSteps } from './carousel-controls';

describe('carouselControls', () => {
  it('wrap mode keeps both arrows at either end', () => {
    const atStart = { canScrollPrevious: false, canScrollNext: true, scrollable: true };
    const atEnd = { canScrollPrevious: true, canScrollNext: false, scrollable: true };
    expect(carouselControls('wrap', atStart)).toEqual({ showPrevious: true, showNext: true });
    expect(carouselControls('wrap', atEnd)).toEqual({ showPrevious: true, showNext: true });
  });

  it('hide mode drops previous on the first slide and next on the last', () => {
    expect(
      carouselControls('hide', { canScrollPrevious: false, canScrollNext: true, scrollable: true }),
    ).toEqual({ showPrevious: false, showNext: true });
    expect(
      carouselControls('hide', { canScrollPrevious: true, canScrollNext: true, scrollable: true }),
    ).toEqual({ showPrevious: true, showNext: true });
    expect(
      carouselControls('hide', { canScrollPrevious: true, canScrollNext: false, scrollable: true }),
    ).toEqual({ showPrevious: true, showNext: false });
  });

  it('shows no arrows when every slide already fits', () => {
    const fits = { canScrollPrevious: false, canScrollNext: false, scrollable: false };
    expect(carouselControls('wrap', fits)).toEqual({ showPrevious: false, showNext: false });
    expect(carouselControls('hide', fits)).toEqual({ showPrevious: false, showNext: false });
  });
});

describe('slidesPerView', () => {
  it('orders breakpoints by min-width with base first', () => {
    expect(slidesPerViewSteps({ base: 2, 1025: 8, 481: 5 })).toEqual([
      [0, 2],
      [481, 5],
      [1025, 8],
    ]);
  });

  it('writes one scoped rule per breakpoint', () => {
    expect(slidesPerViewCss('logos', { base: 2, 481: 5 })).toBe(
      '[data-carousel=logos]{--tl-carousel-per-view:2}' +
        '@media (min-width:481px){[data-carousel=logos]{--tl-carousel-per-view:5}}',
    );
  });
});
