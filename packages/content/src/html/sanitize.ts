import sanitizeHtml from 'sanitize-html';
import { isRichTextDocument, RICH_TEXT_ERROR_HTML, renderRichText } from './rich-text';

// Server-side sanitising at load/build time. Two allow-lists: page fragments (no styling at all)
// and newsletter emails (table layout and a safe subset of inline styles, shown in a sandboxed
// iframe). Neither keeps scripts, event handlers, javascript: URLs, iframes, objects, embeds,
// forms or <style> elements.

const URL_SCHEMES = ['http', 'https', 'mailto', 'tel'];

function openInNewTabSafely(tagName: string, attribs: sanitizeHtml.Attributes) {
  if (attribs.target === '_blank') {
    return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
  }
  return { tagName, attribs };
}

/** Images in an article body sit below its banner: they load lazily and decode off the main thread. */
function loadLazily(tagName: string, attribs: sanitizeHtml.Attributes) {
  return { tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } };
}

const FRAGMENT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'blockquote',
    'q',
    'cite',
    'abbr',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    abbr: ['title'],
    '*': ['id'],
  },
  allowedSchemes: URL_SCHEMES,
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  transformTags: { a: openInNewTabSafely, img: loadLazily },
};

// A CSS value without url(), expression() or other function-based tricks.
const SAFE_CSS_VALUE = /^(?!.*(?:url|expression|image-set|var)\s*\()[#(),.%\w\s'"/-]+$/i;
const STYLED_PROPERTIES = [
  'color',
  'background-color',
  'font',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'vertical-align',
  'white-space',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-width',
  'border-style',
  'border-radius',
  'border-collapse',
  'border-spacing',
  'display',
  'table-layout',
  'mso-line-height-rule',
];
const LAYOUT_ATTRIBUTES = [
  'align',
  'valign',
  'width',
  'height',
  'bgcolor',
  'border',
  'cellpadding',
  'cellspacing',
  'role',
  'dir',
  'lang',
  'style',
  'colspan',
  'rowspan',
];

const EMAIL_OPTIONS: sanitizeHtml.IOptions = {
  ...FRAGMENT_OPTIONS,
  allowedTags: [
    ...(FRAGMENT_OPTIONS.allowedTags as string[]),
    'html',
    'head',
    'body',
    'title',
    'meta',
    'h1',
    'center',
    'font',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    ...(FRAGMENT_OPTIONS.allowedAttributes as Record<string, string[]>),
    meta: ['charset', 'name', 'content'],
    font: ['color', 'face', 'size'],
    img: ['src', 'alt', 'width', 'height', 'title', 'border', 'style', 'align'],
    '*': ['id', ...LAYOUT_ATTRIBUTES],
  },
  allowedStyles: {
    '*': Object.fromEntries(STYLED_PROPERTIES.map((property) => [property, [SAFE_CSS_VALUE]])),
  },
};

/** Sanitises an HTML fragment for a page (build time; the result goes into the DOM). */
export function sanitizeFragment(html: string): string {
  return sanitizeHtml(html, FRAGMENT_OPTIONS);
}

/** Sanitises a full email document for a sandboxed iframe's `srcdoc`. */
export function sanitizeEmail(html: string): string {
  const clean = sanitizeHtml(html, EMAIL_OPTIONS).trim();
  return /^<html[\s>]/i.test(clean) ? `<!DOCTYPE html>\n${clean}` : clean;
}

/**
 * An HTML field's value as safe HTML: an HTML string is sanitised; a rich-text document renders
 * with the official renderer first; anything else renders `<p>Error</p>` (decision 0016).
 * `beforeSanitising` (e.g. company-fact tokens) rewrites the HTML first, so its output is
 * sanitised too.
 */
export function renderHtmlField(
  value: unknown,
  beforeSanitising: (html: string) => string = (html) => html,
): string {
  if (typeof value === 'string') return sanitizeFragment(beforeSanitising(value));
  if (isRichTextDocument(value)) return sanitizeFragment(beforeSanitising(renderRichText(value)));
  return RICH_TEXT_ERROR_HTML;
}
