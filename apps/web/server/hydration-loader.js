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
  // The frame after the first contentful paint and after the images in view are decoded.
  function afterPaint() {
    const images = Array.from(document.images).filter((image) => {
      const box = image.getBoundingClientRect();
      return image.complete && box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    const decoded = Promise.all(images.map((image) => image.decode().catch(() => {})));
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
