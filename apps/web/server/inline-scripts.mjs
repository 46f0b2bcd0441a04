// The page HTML the CSP is made for: the postbuild applies this to every prerendered page, the
// preview (preview.mjs) to every page it renders on request, so both allow the same scripts.
import { createHash } from 'node:crypto';

// React Router adds a modulepreload link for every module a page imports; the pages drop them
// (see scripts/postbuild.mjs for why), and the patched <Scripts> does not render them while the
// page hydrates, so a page keeping them would differ from what hydration renders.
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** @param {string} html */
export function withoutModulePreloads(html) {
  return html.replace(MODULE_PRELOAD, '');
}

// React Router's hydration script: an inline module that imports the entry and route modules.
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
// React Router's classic inline scripts that carry the router context and the loader data
// (`window.__reactRouterContext = …`, `…streamController.enqueue(…)`, `….close()`).
const HYDRATION_DATA_SCRIPT = /<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/g;
/** The type that keeps the hydration script from running until the loader puts it back. */
export const INERT_HYDRATION_TYPE = 'text/tablogs-hydrate';
/** The same for the data scripts, which go back as classic scripts. */
export const INERT_HYDRATION_DATA_TYPE = 'text/tablogs-hydrate-data';
/**
 * The loader, inlined as a classic script, the same on every page (one CSP hash). It puts the
 * hydration scripts back, in document order and in place, as React Router rendered them (so
 * hydration finds what it renders), when the page has loaded and painted and the browser is idle,
 * or at once (after parsing) when the visitor reaches for the page first. It waits for the paint
 * because the first paint can come after `load`, a hero image is decoded and painted after it,
 * and Lighthouse's simulation charges every script fetched before the largest paint to that
 * paint. An inserted classic script runs at once; the module runs after its imports arrive, by
 * which time the data it reads is queued.
 * @param {string} moduleType
 * @param {string} dataType
 */
/* c8 ignore start */
function hydrationLoader(moduleType, dataType) {
  let done = false;
  function go() {
    if (done) return;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', go, { once: true });
      return;
    }
    done = true;
    const inert = Array.from(document.getElementsByTagName('script')).filter(
      (script) => script.type === moduleType || script.type === dataType,
    );
    inert.forEach((script) => {
      const live = document.createElement('script');
      if (script.type === moduleType) {
        live.type = 'module';
        live.setAttribute('async', '');
      }
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
/* c8 ignore stop */
// Indentation and comments dropped: the text is sent with every page.
const LOADER_SOURCE = String(hydrationLoader)
  .replace(/^\s*\/\/.*\n/gm, '')
  .replace(/\n\s*/g, '');
const HYDRATION_LOADER = `<script>(${LOADER_SOURCE})(${JSON.stringify(INERT_HYDRATION_TYPE)},${JSON.stringify(INERT_HYDRATION_DATA_TYPE)});</script>`;

/**
 * Hydration waits for the page's first paint and its images: the module script, which fetches
 * every module of the page, and the scripts that carry its data (parsed before the first paint
 * otherwise; large on pages with much loader data) are made inert and started by a small loader
 * after the load event (decision 0008). The prerendered HTML is complete, so nothing a visitor
 * sees waits for them. Inert scripts keep their text, so the CSP hashes admit them when put back.
 * @param {string} html
 */
export function withDeferredHydration(html) {
  if (!HYDRATION_SCRIPT.test(html)) return html;
  return html
    .replace(
      HYDRATION_SCRIPT,
      (_match, body) => `<script type="${INERT_HYDRATION_TYPE}">${body}</script>`,
    )
    .replace(
      HYDRATION_DATA_SCRIPT,
      (_match, body) => `<script type="${INERT_HYDRATION_DATA_TYPE}">${body}</script>`,
    )
    .replace('</head>', `${HYDRATION_LOADER}</head>`);
}

/**
 * The CSP source of every inline script of a page (`sha256-…`), each once, in order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    // JSON-LD and other data blocks never execute, so CSP does not govern them.
    if (/type=["']?application\/(ld\+)?json/.test(attributes ?? '')) continue;
    hashes.add(
      `sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}`,
    );
  }
  return [...hashes];
}
