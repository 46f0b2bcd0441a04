import useEmblaCarousel from 'embla-carousel-react';
import { Children, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { cx } from '../lib/cx';
import {
  type CarouselMode,
  carouselControls,
  type SlidesPerView,
  slidesPerViewCss,
} from './carousel-controls';

export interface CarouselProps {
  /** Names the carousel region, e.g. "Our clients". */
  label: string;
  /** Slides per view from each min-width up, e.g. `{ base: 2, 481: 5, 1025: 8 }`. */
  slidesPerView?: SlidesPerView;
  /** `wrap` loops both ways; `hide` stops at the ends and hides the arrow that cannot move. */
  mode?: CarouselMode;
  /**
   * What a slide holds, e.g. "Testimonial": names each slide ("Testimonial 3 of 8") and the
   * arrows ("Previous testimonial", "Next testimonial"). Without it: "3 of 8" and "… slide".
   */
  slideName?: string;
  /** The arrows' names where they move more than one slide, e.g. "Previous clients". */
  previousLabel?: string;
  nextLabel?: string;
  /** Each child becomes one slide. */
  children: ReactNode;
  className?: string;
}

interface ScrollState {
  canScrollPrevious: boolean;
  canScrollNext: boolean;
  scrollable: boolean;
}

/**
 * Asked at each move, not once at mount, so a preference changed while the page is open counts.
 * With it, the arrows jump to the next slide instead of scrolling there.
 */
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Carousel({
  label,
  slidesPerView = { base: 1 },
  mode = 'hide',
  slideName,
  previousLabel = `Previous ${slideName?.toLowerCase() ?? 'slide'}`,
  nextLabel = `Next ${slideName?.toLowerCase() ?? 'slide'}`,
  children,
  className,
}: CarouselProps) {
  const slideLabel = (index: number, count: number) =>
    slideName ? `${slideName} ${index + 1} of ${count}` : `${index + 1} of ${count}`;
  const slides = Children.toArray(children);
  const scope = `c${useId().replace(/[^\w-]/g, '')}`;
  const [emblaViewportRef, api] = useEmblaCarousel({
    loop: mode === 'wrap',
    align: 'start',
    // An arrow moves a whole view (eight logos, or the one testimonial), not one slide of it.
    slidesToScroll: 'auto',
  });
  // Before Embla measures (and during prerender) assume the first slide is showing.
  const fitsWithoutScrolling = slides.length <= slidesPerView.base;
  const [scroll, setScroll] = useState<ScrollState>({
    canScrollPrevious: false,
    canScrollNext: !fitsWithoutScrolling,
    scrollable: !fitsWithoutScrolling,
  });
  const viewport = useRef<HTMLDivElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  /** A move asked for before Embla started; made as soon as it has. */
  const pendingMove = useRef<'previous' | 'next' | null>(null);
  /** The arrow last pressed, so focus can move on if that arrow hides itself. */
  const pressedArrow = useRef<'previous' | 'next' | null>(null);

  // Embla measures the layout when it starts. Doing that while the page hydrates would block the
  // main thread, so it starts when the carousel comes near the viewport or is touched.
  const start = useCallback(() => {
    if (viewport.current) emblaViewportRef(viewport.current);
  }, [emblaViewportRef]);

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [start]);

  useEffect(() => {
    if (!api) {
      return;
    }
    const update = () =>
      setScroll({
        canScrollPrevious: api.canScrollPrev(),
        canScrollNext: api.canScrollNext(),
        scrollable: api.scrollSnapList().length > 1,
      });
    update();
    api.on('select', update).on('reInit', update);
    const move = pendingMove.current;
    pendingMove.current = null;
    if (move === 'previous') api.scrollPrev(prefersReducedMotion());
    if (move === 'next') api.scrollNext(prefersReducedMotion());
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const { showPrevious, showNext } = carouselControls(mode, scroll);

  // A hidden button drops focus to <body>; hand it to the arrow that is still there. By the time
  // this runs the browser may already have moved focus, so the arrow last pressed counts too.
  useEffect(() => {
    const active = document.activeElement;
    const lost = (arrow: 'previous' | 'next', button: HTMLButtonElement | null) =>
      active === button ||
      (pressedArrow.current === arrow && (active === null || active === document.body));
    if (!showPrevious && lost('previous', previousButton.current)) {
      nextButton.current?.focus();
    }
    if (!showNext && lost('next', nextButton.current)) {
      previousButton.current?.focus();
    }
  }, [showPrevious, showNext]);

  const go = useCallback(
    (direction: 'previous' | 'next') => {
      pressedArrow.current = direction;
      if (!api) {
        pendingMove.current = direction;
        start();
        return;
      }
      if (direction === 'previous') api.scrollPrev(prefersReducedMotion());
      else api.scrollNext(prefersReducedMotion());
    },
    [api, start],
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="carousel"
      data-carousel={scope}
      data-mode={mode}
      className={cx('tl-carousel', className)}
    >
      <style>{slidesPerViewCss(scope, slidesPerView)}</style>
      <div className="tl-carousel__viewport" ref={viewport}>
        <div className="tl-carousel__track" aria-live="polite">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names slides as role="group"; a fieldset would mean a form.
            <div
              key={(slide as { key?: string | null }).key ?? index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, slides.length)}
              className="tl-carousel__slide"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <button
        ref={previousButton}
        type="button"
        className="tl-carousel__button tl-carousel__button--previous"
        aria-label={previousLabel}
        hidden={!showPrevious}
        onClick={() => go('previous')}
      >
        <ChevronLeftIcon size={20} />
      </button>
      <button
        ref={nextButton}
        type="button"
        className="tl-carousel__button tl-carousel__button--next"
        aria-label={nextLabel}
        hidden={!showNext}
        onClick={() => go('next')}
      >
        <ChevronRightIcon size={20} />
      </button>
    </section>
  );
}
