// The newsletter email, sanitised by @tablogs/content with its email profile, is shown in a
// sandboxed frame (no scripts, no same origin). The site adds a few rules of its own so the
// fixed-width email layout fits narrow screens, and a base target so links open a new tab.

/** Rules the site adds to every email; they apply the same in the frame and its measuring copy. */
export const EMAIL_LAYOUT_CSS =
  'img { max-width: 100%; height: auto; } td, th, p, a { overflow-wrap: anywhere; }';

/** The email's own small-screen rules are stripped with its <style>; these stand in for them. */
export const NARROW_EMAIL_CSS = 'table { width: 100% !important; }';
export const NARROW_EMAIL_MAX_WIDTH = 620;

const FRAME_HEAD = `<meta name="color-scheme" content="light"><base target="_blank"><style>:root { color-scheme: light; } body { margin: 0; } ${EMAIL_LAYOUT_CSS} @media (max-width: ${NARROW_EMAIL_MAX_WIDTH}px) { ${NARROW_EMAIL_CSS} }</style>`;

/** The frame's `srcdoc`: the email with the site's head additions. */
export function emailSrcDoc(emailHtml: string): string {
  if (/<head[^>]*>/i.test(emailHtml)) {
    return emailHtml.replace(/<head[^>]*>/i, (head) => `${head}${FRAME_HEAD}`);
  }
  return `<!DOCTYPE html><html><head>${FRAME_HEAD}</head><body>${emailHtml}</body></html>`;
}

// What the measuring copy keeps: the elements and attributes that decide layout, nothing that
// can run, load a document or navigate. The email is sanitised already; this is a second fence.
const LAYOUT_TAGS = new Set(
  (
    'p br hr h1 h2 h3 h4 h5 h6 strong b em i u s sub sup small mark blockquote q cite abbr code ' +
    'pre ul ol li dl dt dd a img figure figcaption table caption thead tbody tfoot tr th td ' +
    'colgroup col span div center font'
  ).split(' '),
);
const DROPPED_TAGS = new Set(
  'script style iframe frame object embed link meta title base template noscript svg math form input button select textarea video audio source'.split(
    ' ',
  ),
);
const LAYOUT_ATTRIBUTES = new Set(
  'style width height align valign border cellpadding cellspacing colspan rowspan dir lang size face start type'.split(
    ' ',
  ),
);
const SAFE_IMAGE_SOURCE = /^(?:https:\/\/|\/(?!\/))/i;

function copyAttributes(from: Element, to: Element) {
  for (const attribute of Array.from(from.attributes)) {
    const name = attribute.name.toLowerCase();
    if (LAYOUT_ATTRIBUTES.has(name)) to.setAttribute(name, attribute.value);
    if (name === 'src' && to.localName === 'img' && SAFE_IMAGE_SOURCE.test(attribute.value)) {
      to.setAttribute('src', attribute.value);
    }
  }
}

function copyChildren(from: Node, to: Node, document: Document) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === 3) {
      to.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.localName;
    if (DROPPED_TAGS.has(tag)) continue;
    if (tag === 'body') {
      // The frame's body becomes a block with the body's own styling.
      const body = document.createElement('div');
      copyAttributes(element, body);
      to.appendChild(body);
      copyChildren(element, body, document);
    } else if (LAYOUT_TAGS.has(tag)) {
      const copy = document.createElement(tag);
      copyAttributes(element, copy);
      to.appendChild(copy);
      copyChildren(element, copy, document);
    } else {
      copyChildren(element, to, document);
    }
  }
}

/**
 * An inert copy of the email's layout for measuring in the page: parsed without running
 * anything (DOMParser), then rebuilt from allow-listed elements and attributes only.
 */
export function layoutCopy(emailHtml: string, document: Document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(emailHtml, 'text/html');
  const fragment = document.createDocumentFragment();
  const style = document.createElement('style');
  // A container query: the host has the frame's width, the page's viewport does not.
  style.textContent = `:host { all: initial; display: block; container-type: inline-size; } ${EMAIL_LAYOUT_CSS} @container (max-width: ${NARROW_EMAIL_MAX_WIDTH}px) { ${NARROW_EMAIL_CSS} }`;
  fragment.appendChild(style);
  copyChildren(parsed.documentElement, fragment, document);
  return fragment;
}
