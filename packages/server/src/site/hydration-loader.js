// A browser script, not server code: inline-scripts.ts reads this file's text and inlines it in
// every page. Read as text, it reaches the page exactly as written here, whatever runs the server
// (tsx's esbuild would add `__name()` calls to a function compiled with the server). Never
// imported; the export only keeps tsc from calling it unused.
/**
 * The loader, inlined as a classic script, the same on every page (one CSP hash). It puts the
 * islands' module script back, in place, when the page has loaded and painted and the browser is
 * idle, or at once (after parsing) when the visitor reaches for the page first. It waits for the
 * paint because the first paint can come after `load`, a hero image is decoded and painted after
 * it, and Lighthouse's simulation charges every script fetched before the largest paint to that
 * paint.
 * @param {string} moduleType
 */
export function hydrationLoader(moduleType) {
  let done = false;
  function go() {
    if (done) return;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', go, { once: true });
      return;
    }
    done = true;
    const inert = Array.from(document.getElementsByTagName('script')).filter(
      (script) => script.type === moduleType,
    );
    inert.forEach((script) => {
      const live = document.createElement('script');
      live.type = 'module';
      live.setAttribute('async', '');
      live.textContent = script.textContent;
      script.replaceWith(live);
    });
  }
  function idle() {
    if ('requestIdleCallback' in window) requestIdleCallback(go, { timeout: 1500 });
    else setTimeout(go, 1);
  }
  // The images in view, found by an IntersectionObserver: its first report comes with the next
  // frame's own layout. Asking each image for its box instead forced a layout of the whole page
  // at `load`, sections under `content-visibility: auto` included (on `/`, the longest task of
  // the load on a slow phone).
  /** @returns {Promise<HTMLImageElement[]>} */
  function imagesInView() {
    return new Promise((resolve) => {
      const images = Array.from(document.images).filter((image) => image.complete);
      if (!images.length || !('IntersectionObserver' in window)) return resolve([]);
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        resolve(
          entries
            .filter((entry) => entry.isIntersecting)
            .map((entry) => /** @type {HTMLImageElement} */ (entry.target)),
        );
      });
      for (const image of images) observer.observe(image);
    });
  }
  // The frame after the first contentful paint and after the images in view are decoded.
  function afterPaint() {
    const decoded = imagesInView().then((images) =>
      Promise.all(images.map((image) => image.decode().catch(() => {}))),
    );
    const painted = new Promise((resolve) => {
      try {
        if (performance.getEntriesByName('first-contentful-paint').length)
          return resolve(undefined);
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          resolve(undefined);
        }).observe({ type: 'paint', buffered: true });
      } catch (_) {
        resolve(undefined);
      }
    });
    let settled = false;
    function next() {
      if (settled) return;
      settled = true;
      requestAnimationFrame(() => {
        requestAnimationFrame(idle);
      });
    }
    Promise.all([decoded, painted]).then(next);
    // A page that never paints (a background tab) still hydrates.
    setTimeout(next, 3000);
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  ['pointerdown', 'keydown', 'touchstart', 'focusin'].forEach((type) => {
    addEventListener(type, go, { once: true, passive: true, capture: true });
  });
}
