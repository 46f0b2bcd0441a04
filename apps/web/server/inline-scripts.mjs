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
/** The type that keeps the hydration script from running until the loader puts it back. */
export const INERT_HYDRATION_TYPE = 'text/tablogs-hydrate';
// Classic and the same on every page (one CSP hash). It puts the hydration script back, as the
// module React Router rendered (so hydration finds what it renders), once the page has loaded
// and the browser is idle, or at once when the visitor reaches for the page first.
const HYDRATION_LOADER = `<script>(function(){var done=false;function go(){if(done)return;var s=document.querySelector('script[type="${INERT_HYDRATION_TYPE}"]');if(!s)return;done=true;var m=document.createElement('script');m.type='module';m.setAttribute('async','');m.textContent=s.textContent;s.replaceWith(m);}function idle(){if('requestIdleCallback' in window)requestIdleCallback(go,{timeout:1500});else setTimeout(go,1);}if(document.readyState==='complete')idle();else addEventListener('load',idle,{once:true});['pointerdown','keydown','touchstart','focusin'].forEach(function(e){addEventListener(e,go,{once:true,passive:true,capture:true});});})();</script>`;

/**
 * Hydration waits for the page's first paint and its images: the module script, which fetches
 * every module of the page, is made inert and started by a small loader after the load event
 * (decision 0008). The prerendered HTML is complete, so nothing a visitor sees waits for it.
 * The inert script keeps its text, so the CSP hash of that text admits the module put back.
 * @param {string} html
 */
export function withDeferredHydration(html) {
  if (!HYDRATION_SCRIPT.test(html)) return html;
  return html
    .replace(
      HYDRATION_SCRIPT,
      (_match, body) => `<script type="${INERT_HYDRATION_TYPE}">${body}</script>`,
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
