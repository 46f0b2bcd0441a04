// What every schema.org node of the site shares: the context, the brand, absolute URLs and the
// one sitewide Organization that other nodes point at by `@id`.

export const SCHEMA_CONTEXT = 'https://schema.org';

/** A JSON-LD node as rendered in a `<script type="application/ld+json">`. */
export type JsonLdNode = { '@context'?: string; '@type': string } & Record<string, unknown>;

export const BRAND = 'TabLogs';
/** The square brand mark (180×180, above Google's 112×112 minimum for a logo). */
export const LOGO_PATH = '/apple-touch-icon.png';

/** Google wants absolute URLs everywhere in structured data. */
export const absolute = (path: string, siteUrl: string) => new URL(path, `${siteUrl}/`).href;

/** The `@id` of the sitewide Organization node, so other nodes refer to it instead of repeating it. */
export const organizationId = (siteUrl: string) => `${absolute('/', siteUrl)}#organization`;

// Tags that end a line of text: paragraphs, list items, headings, table rows, line breaks.
const BLOCK_TAG =
  /<\/?(?:p|div|li|ul|ol|dl|dt|dd|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|section|article|figure|figcaption|hr|br)\b[^>]*>/gi;

/**
 * Text of an HTML fragment, for schema.org fields that take plain text: each paragraph and list
 * item on its own line, inline tags (links, emphasis) removed without adding a space, so "the
 * <a>contact page</a>." stays "the contact page.".
 */
export function plainText(html: string): string {
  return html
    .replace(BLOCK_TAG, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
