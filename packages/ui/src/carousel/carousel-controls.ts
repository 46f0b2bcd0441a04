export type CarouselMode = 'wrap' | 'hide';

/** Breakpoint map: `base` applies from 0 px, every numeric key from that min-width upwards. */
export type SlidesPerView = { base: number } & Partial<Record<number, number>>;

export interface CarouselControls {
  showPrevious: boolean;
  showNext: boolean;
}

/**
 * Which arrow buttons to show. `wrap` loops, so both arrows stay while there is anything to
 * scroll to; `hide` removes the previous arrow on the first slide and next arrow on the last.
 */
export function carouselControls(
  mode: CarouselMode,
  state: { canScrollPrevious: boolean; canScrollNext: boolean; scrollable: boolean },
): CarouselControls {
  if (mode === 'wrap') {
    return { showPrevious: state.scrollable, showNext: state.scrollable };
  }
  return { showPrevious: state.canScrollPrevious, showNext: state.canScrollNext };
}

/** The breakpoint entries in ascending min-width order, ready to become media queries. */
export function slidesPerViewSteps(
  slidesPerView: SlidesPerView,
): Array<[minWidth: number, count: number]> {
  const steps: Array<[number, number]> = [[0, slidesPerView.base]];
  for (const [key, count] of Object.entries(slidesPerView)) {
    const minWidth = Number(key);
    if (key !== 'base' && Number.isFinite(minWidth) && count !== undefined) {
      steps.push([minWidth, count]);
    }
  }
  return steps.sort((a, b) => a[0] - b[0]);
}

/**
 * Scoped CSS that sets the per-view count for one carousel at each breakpoint. The scope must be
 * a CSS identifier; it is left unquoted so the text needs no HTML escaping inside <style>.
 */
export function slidesPerViewCss(scope: string, slidesPerView: SlidesPerView): string {
  return slidesPerViewSteps(slidesPerView)
    .map(([minWidth, count]) => {
      const rule = `[data-carousel=${scope}]{--tl-carousel-per-view:${count}}`;
      return minWidth === 0 ? rule : `@media (min-width:${minWidth}px){${rule}}`;
    })
    .join('');
}
