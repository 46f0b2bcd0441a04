// jsdom lacks the layout and observer APIs that Radix and Embla call. These stand-ins do nothing,
// which is enough: the tests check roles, attributes and state, never measured layout.

class InertResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class InertIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

// Node-environment test files (e.g. the token contrast test) have no DOM to patch.
if (typeof window !== 'undefined') {
  globalThis.ResizeObserver ??= InertResizeObserver;
  globalThis.IntersectionObserver ??= InertIntersectionObserver;

  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }

  // Radix Slider captures the pointer while dragging; jsdom has no pointer capture.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
