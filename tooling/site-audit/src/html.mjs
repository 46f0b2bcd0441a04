// Small, dependency-free readers for the HTML React renders at build time. The markup is our own
// (attributes always double-quoted, entities escaped), so tag scanning is reliable; script and
// style bodies are removed first because serialized loader data contains markup-like text.

const NAMED_ENTITIES = /** @type {Record<string, string>} */ ({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
});

/** @param {string} text */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code) => {
    if (code[0] === '#') {
      const value =
        code[1] === 'x' || code[1] === 'X'
          ? Number.parseInt(code.slice(2), 16)
          : Number(code.slice(1));
      return Number.isFinite(value) ? String.fromCodePoint(value) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * Markup without the bodies of <script>, <style> and <template> elements and without comments.
 * @param {string} html
 */
export function markupOnly(html) {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2></$1>');
}

/**
 * Attributes of a start tag's attribute text, names lower-cased, values decoded.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseAttributes(text) {
  /** @type {Record<string, string>} */
  const attributes = {};
  for (const [, name, doubleQuoted, singleQuoted, bare] of text.matchAll(
    /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g,
  )) {
    if (!name) continue;
    attributes[name.toLowerCase()] = decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
}

/**
 * Every start tag in the markup (script bodies removed) with its attributes.
 * @param {string} html
 * @returns {{ tag: string, attributes: Record<string, string> }[]}
 */
export function startTags(html) {
  return [...markupOnly(html).matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g)].map(
    ([, tag, attributes]) => ({
      tag: (tag ?? '').toLowerCase(),
      attributes: parseAttributes(attributes ?? ''),
    }),
  );
}

/**
 * Bodies of the inline <script> elements, with their attributes.
 * @param {string} html
 * @returns {{ attributes: Record<string, string>, body: string }[]}
 */
export function inlineScripts(html) {
  return [
    ...html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi),
  ]
    .map(([, attributes, body]) => ({
      attributes: parseAttributes(attributes ?? ''),
      body: body ?? '',
    }))
    .filter((script) => !('src' in script.attributes));
}

/** Every id defined in the page (what a `#fragment` can point at). @param {string} html */
export function idsOf(html) {
  const ids = new Set();
  for (const { attributes } of startTags(html)) {
    if (attributes.id) ids.add(attributes.id);
    // Legacy named anchors still scroll into view.
    if (attributes.name !== undefined && attributes.id === undefined) ids.add(attributes.name);
  }
  return ids;
}
