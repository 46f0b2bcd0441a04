// The page HTML the CSP is made for: the postbuild applies this to every prerendered page, the
// preview (preview.ts) to every page it renders on request, so both allow the same scripts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

// The islands' script (apps/web/app/islands/island-scripts.tsx): an inline module importing the entry.
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** The type that keeps the hydration script from running until the loader puts it back. */
export const INERT_HYDRATION_TYPE = 'text/tablogs-hydrate';
// The loader (hydration-loader.js), from `function` on; indentation and comments dropped: the
// text is sent with every page.
const LOADER_FILE = readFileSync(new URL('./hydration-loader.js', import.meta.url), 'utf8');
const LOADER_SOURCE = LOADER_FILE.slice(LOADER_FILE.indexOf('function hydrationLoader('))
  .trimEnd()
  .replace(/^\s*\/\/.*\n/gm, '')
  .replace(/\n\s*/g, '');
const HYDRATION_LOADER = `<script>(${LOADER_SOURCE})(${JSON.stringify(INERT_HYDRATION_TYPE)});</script>`;

/**
 * Hydration waits for the page's first paint and its images: the module script, which fetches
 * the islands' entry and React, is made inert and started by a small loader after the load event
 * (decision 0008). The prerendered HTML is complete, so nothing a visitor sees waits for it. The
 * inert script keeps its text, so the CSP hash admits it when put back.
 */
export function withDeferredHydration(html: string) {
  if (!HYDRATION_SCRIPT.test(html)) return html;
  return html
    .replace(
      HYDRATION_SCRIPT,
      (_match, body) => `<script type="${INERT_HYDRATION_TYPE}">${body}</script>`,
    )
    .replace('</head>', `${HYDRATION_LOADER}</head>`);
}

/**
 * A draft preview page without its islands' hydration (decision 0060): its own client entry runs
 * instead, and the islands work as they do without JavaScript, keeping their preview tags.
 */
export function withoutHydration(html: string) {
  return html.replace(HYDRATION_SCRIPT, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * The CSP source of every inline script of a page (`sha256-…`), each once, in order.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
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
