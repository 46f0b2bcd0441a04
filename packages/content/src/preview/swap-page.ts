/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Puts a re-rendered preview page's changed parts into the page on screen, without a navigation:
// each tagged element whose HTML changed is replaced; when the tags themselves changed (an item
// added, removed or reordered), the whole <main> is.

const TAGGED = '[data-contentful-entry-id], [data-contentful-asset-id]';

function keyOf(element: Element) {
  const id =
    element.getAttribute('data-contentful-entry-id') ??
    element.getAttribute('data-contentful-asset-id');
  return `${id} ${element.getAttribute('data-contentful-field-id')}`;
}

/** A tagged <img> inside a <picture> is swapped with its sources, or the old srcset would win. */
function swappable(element: Element): Element {
  const parent = element.parentElement;
  return element.tagName === 'IMG' && parent?.tagName === 'PICTURE' ? parent : element;
}

/**
 * Replaces what changed between the page on screen and `next`; returns how many parts it replaced.
 */
export function swapChangedParts(current: Document, next: Document): number {
  if (next.title && next.title !== current.title) current.title = next.title;
  const shown = current.querySelector('main');
  const fresh = next.querySelector('main');
  if (!shown || !fresh) return 0;
  const before = [...shown.querySelectorAll(TAGGED)];
  const after = [...fresh.querySelectorAll(TAGGED)];
  const sameTags =
    before.length === after.length &&
    before.every((element, index) => keyOf(element) === keyOf(after[index] as Element));
  if (!sameTags) {
    shown.replaceWith(current.importNode(fresh, true));
    return 1;
  }
  let replaced = 0;
  before.forEach((element, index) => {
    const replacement = after[index] as Element;
    // Inside a part already replaced: it went with it.
    if (!element.isConnected || element.outerHTML === replacement.outerHTML) return;
    swappable(element).replaceWith(current.importNode(swappable(replacement), true));
    replaced += 1;
  });
  return replaced;
}
