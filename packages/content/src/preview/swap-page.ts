/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Puts a re-rendered preview page's changed parts into the page on screen, without a navigation:
// each tagged element whose HTML changed is replaced; when the tags themselves changed (an item
// added, removed or reordered), the whole region is: the site header, <main> or the site footer.

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

/** The page's top-level header, main and footer (not an article's own header or footer). */
const REGIONS = 'header, main, footer';
const regionsOf = (document: Document) =>
  [...document.querySelectorAll(REGIONS)].filter(
    (region) => !region.parentElement?.closest(REGIONS),
  );

/** Replaces what changed in one region; returns how many parts it replaced. */
function swapRegion(current: Document, shown: Element, fresh: Element): number {
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

/**
 * Replaces what changed between the page on screen and `next`, region by region (a site settings
 * edit shows in the header and footer); returns how many parts it replaced.
 */
export function swapChangedParts(current: Document, next: Document): number {
  if (next.title && next.title !== current.title) current.title = next.title;
  let shown = regionsOf(current);
  let fresh = regionsOf(next);
  // The same regions in the same order on every render of a path; else (an error page in
  // between) <main> alone, as it always holds the page's own content.
  if (
    shown.length !== fresh.length ||
    shown.some((region, index) => region.tagName !== fresh[index]?.tagName)
  ) {
    shown = shown.filter((region) => region.tagName === 'MAIN');
    fresh = fresh.filter((region) => region.tagName === 'MAIN');
    if (shown.length !== 1 || fresh.length !== 1) return 0;
  }
  return shown.reduce(
    (replaced, region, index) => replaced + swapRegion(current, region, fresh[index] as Element),
    0,
  );
}
