// The JavaScript a prerendered page loads before it is interactive: the module scripts and
// modulepreloads in its HTML, the modules its inline module scripts import (statically, or with a
// top-level `import()` such as React Router's entry module, which runs at once), plus every module
// those import statically. A dynamic `import()` inside a module loads later, on demand, so it is
// not counted.
import { inlineScripts, startTags } from './html.mjs';

/**
 * Same-origin script URLs a page starts loading from its HTML.
 * @param {string} html
 * @param {{ moduleTypes?: string[] }} [options] `type`s of inline scripts that load modules:
 *   `module`, plus any a page uses to hold its hydration script inert until it runs it
 * @returns {string[]}
 */
export function initialScriptUrls(html, { moduleTypes = ['module'] } = {}) {
  const urls = new Set();
  for (const { tag, attributes } of startTags(html)) {
    if (tag === 'link' && attributes.rel === 'modulepreload' && attributes.href)
      urls.add(attributes.href);
    if (tag === 'script' && attributes.src) urls.add(attributes.src);
  }
  for (const { attributes, body } of inlineScripts(html)) {
    // An inert hydration script waits until the page has loaded, but it loads the same modules
    // before the page is interactive.
    if (!moduleTypes.includes(attributes.type ?? '')) continue;
    for (const specifier of staticImports(body)) urls.add(specifier);
    for (const [, specifier] of body.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
      if (specifier) urls.add(specifier);
    }
  }
  return [...urls].filter((url) => url.startsWith('/'));
}

/**
 * Specifiers of the static imports and re-exports in (minified) module code.
 * @param {string} code
 * @returns {string[]}
 */
export function staticImports(code) {
  const specifiers = [];
  // `import"x"`, `import x from"x"`, `import{a}from"x"`, `export{a}from"x"`, `export*from"x"`;
  // not `import("x")`.
  for (const [, specifier] of code.matchAll(
    /(?:\bimport\s*(?:[\w$*{][^'"`;()]*?\bfrom\s*)?|\bexport\s*(?:\*|\{[^}]*\})\s*from\s*)["']([^"']+)["']/g,
  )) {
    if (specifier) specifiers.push(specifier);
  }
  return specifiers;
}

/**
 * Every module reachable by static imports from the entry URLs.
 * @param {string[]} entryUrls absolute paths such as `/assets/root-abc.js`
 * @param {(url: string) => string | null} readModule source of a module, null when it is missing
 * @returns {{ modules: string[], missing: string[] }}
 */
export function staticModuleGraph(entryUrls, readModule) {
  const seen = new Set();
  /** @type {string[]} */
  const missing = [];
  const pending = [...entryUrls];
  while (pending.length > 0) {
    const url = /** @type {string} */ (pending.pop());
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readModule(url);
    if (code === null) {
      missing.push(url);
      continue;
    }
    for (const specifier of staticImports(code)) {
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
      pending.push(new URL(specifier, `http://site${url}`).pathname);
    }
  }
  return { modules: [...seen].filter((url) => !missing.includes(url)).sort(), missing };
}

/**
 * @typedef {{ name: string, match: string, kib: number }} RouteType
 * The first route type whose `match` (a regular expression on the URL path) fits.
 * @param {RouteType[]} routeTypes
 * @param {string} urlPath
 */
export function routeTypeOf(routeTypes, urlPath) {
  const type = routeTypes.find((candidate) => new RegExp(candidate.match).test(urlPath));
  if (!type) throw new Error(`No route type in js-budget.json matches ${urlPath}`);
  return type;
}
