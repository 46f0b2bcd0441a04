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
