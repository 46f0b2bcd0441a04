// The measuring half of the layout audit (every-page.spec.ts): small functions that run in the
// page. They are installed into each document as one script (see installLayoutAudit), so they
// may call each other but nothing outside this list: no imports, no module-level values.

export type CheckName =
  | 'sideways scroll'
  | 'clipped text'
  | 'sticky box'
  | 'card'
  | 'touch target'
  | 'carousel'
  | 'image wall'
  | 'split amount'
  | 'form field'
  | 'header menu';

/** One problem a visitor would see: which check, which element, what was measured. */
export interface Finding {
  check: CheckName;
  /** A short CSS path and a text snippet of the element. */
  where: string;
  detail: string;
}

/**
 * Values the in-page functions share, declared as constants in the installed script.
 * TOLERANCE: pixels a box may pass an edge by before it counts (sub-pixel layout, rounding).
 */
export const IN_PAGE_CONSTANTS = { TOLERANCE: 1 };
declare const TOLERANCE: number;

/** `tag.class.class` for one element, or `tag#id`. */
function stepOf(element: Element): string {
  const tag = element.tagName.toLowerCase();
  // Ids React generates (`_R_3er5_`, `:r1:`) change with the markup; they make poor names.
  if (element.id && !/_R_|:|«/.test(element.id)) return `${tag}#${element.id}`;
  const classes = Array.from(element.classList).slice(0, 2);
  return classes.length ? `${tag}.${classes.join('.')}` : tag;
}

/** A short CSS path to an element: up to three steps. */
export function pathOf(element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node && steps.length < 3; node = node.parentElement) {
    if (node === document.body) break;
    steps.unshift(stepOf(node));
  }
  return steps.join(' > ');
}

/** A short CSS path and the first words of the element's text (or its label). */
export function describeElement(element: Element): string {
  const path = pathOf(element);
  const label = element.getAttribute('aria-label') ?? '';
  const text = (label || (element.textContent ?? '')).replace(/\s+/g, ' ').trim();
  const snippet = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return snippet ? `${path} "${snippet}"` : path;
}

export function round(value: number): number {
  return Math.round(value);
}

/** The sticky or fixed header the page scrolls under (0 when there is none). */
export function headerHeight(): number {
  const header = document.querySelector('body header');
  if (!header) return 0;
  const position = getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed' ? header.getBoundingClientRect().height : 0;
}

/** Not shown to anyone: hidden, inert or aria-hidden, or not rendered. */
function isHiddenFromEveryone(element: Element): boolean {
  if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return true;
  const style = getComputedStyle(element);
  return style.visibility !== 'visible' || element.getClientRects().length === 0;
}

/**
 * Text meant only for screen readers: inside a box of at most 1×1 px that clips, or under
 * clip: rect(0 0 0 0) / clip-path: inset(50%) (the visually-hidden patterns).
 */
function isVisuallyHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.clip !== 'auto' && style.position === 'absolute') return true;
    if (/inset\(50%/.test(style.clipPath)) return true;
    if (Number.parseFloat(style.opacity) === 0) return true;
    const box = node.getBoundingClientRect();
    if (box.width <= 1 && box.height <= 1 && style.overflow !== 'visible') return true;
  }
  return false;
}

/** What a visitor cannot see at all, for any of the reasons above. */
export function isUnseen(element: Element): boolean {
  return isHiddenFromEveryone(element) || isVisuallyHidden(element);
}

/** Whether a box crosses the part of the window below the header. */
export function isInView(box: DOMRect, top: number): boolean {
  return box.bottom > top && box.top < innerHeight && box.width > 0 && box.height > 0;
}

interface ClipBox {
  element: Element;
  left: number;
  right: number;
  top: number;
  bottom: number;
  clipsX: boolean;
  clipsY: boolean;
  /** Scrolls vertically by itself (overflow-y auto/scroll), not just paint-contained. */
  scrollsY: boolean;
}

/**
 * A scroll container the page presents as one (keyboard-reachable or a named region): text
 * beyond its edge is reached by scrolling it, by design. Any other overflow box cuts its text.
 */
function isAnnouncedScroller(element: Element): boolean {
  return (
    element.hasAttribute('tabindex') ||
    (element.getAttribute('role') === 'region' && element.hasAttribute('aria-label'))
  );
}

/**
 * The box an element clips its descendants to, if it does: overflow hidden/clip/auto/scroll
 * (per axis) or paint containment (`contain: paint`, and `content-visibility: auto`, which
 * implies it). Measured at the padding box, where overflow is cut.
 */
function clipBoxOf(element: Element): ClipBox | null {
  const style = getComputedStyle(element);
  const paint = /paint|strict|content/.test(style.contain) || style.contentVisibility === 'auto';
  const scroller = (value: string) => value === 'auto' || value === 'scroll';
  const clipsAxis = (value: string) =>
    paint || (value !== 'visible' && !(scroller(value) && isAnnouncedScroller(element)));
  const clipsX = clipsAxis(style.overflowX);
  const clipsY = clipsAxis(style.overflowY);
  if (!clipsX && !clipsY) return null;
  const box = element.getBoundingClientRect();
  const left = box.left + element.clientLeft;
  const top = box.top + element.clientTop;
  // Inline elements have no client size; they do not clip.
  if (element.clientWidth === 0 && element.clientHeight === 0) return null;
  return {
    element,
    left,
    right: left + element.clientWidth,
    top,
    bottom: top + element.clientHeight,
    clipsX,
    clipsY,
    scrollsY: !paint && scroller(style.overflowY) && element.scrollHeight > element.clientHeight,
  };
}

/**
 * Whether `element` lies in the normal flow of `container`: no absolutely positioned or fixed
 * box between them. In-flow content past a vertical scroller's edge is reached by scrolling it;
 * a popup positioned out of the flow and cut by the scroller is the classic clipping bug.
 */
function isInFlowWithin(element: Element, container: Element): boolean {
  for (let node: Element | null = element; node && node !== container; node = node.parentElement) {
    if (/absolute|fixed/.test(getComputedStyle(node).position)) return false;
  }
  return true;
}

/** The clipping ancestors of an element, nearest first, up to (not including) <html>. */
export function clipBoxesAbove(element: Element, cache: Map<Element, ClipBox | null>): ClipBox[] {
  const boxes: ClipBox[] = [];
  for (let node = element.parentElement; node && node !== document.documentElement; ) {
    if (!cache.has(node)) cache.set(node, clipBoxOf(node));
    const box = cache.get(node);
    if (box) boxes.push(box);
    node = node.parentElement;
  }
  const own = clipBoxOf(element);
  return own ? [own, ...boxes] : boxes;
}

/** How far a rectangle passes each clipping edge of a box (positive = cut off). */
function overflowPast(rect: DOMRect, clip: ClipBox): { x: number; y: number } {
  const x = clip.clipsX ? Math.max(clip.left - rect.left, rect.right - clip.right, 0) : 0;
  const y = clip.clipsY ? Math.max(clip.top - rect.top, rect.bottom - clip.bottom, 0) : 0;
  return { x, y };
}

/**
 * Slides of a carousel wait off to the side by design: a slide wholly outside its carousel's
 * viewport is not cut text, it is the next slide.
 */
function isWaitingSlide(textParent: Element, clip: ClipBox): boolean {
  const slide = textParent.closest('[aria-roledescription="slide"]');
  if (!slide || !clip.element.contains(slide)) return false;
  const box = slide.getBoundingClientRect();
  return box.right <= clip.left + TOLERANCE || box.left >= clip.right - TOLERANCE;
}

/** Truncation with an ellipsis, when a title attribute gives the full text. */
function isTitledEllipsis(textParent: Element, clip: ClipBox): boolean {
  if (getComputedStyle(clip.element).textOverflow !== 'ellipsis') return false;
  const title = textParent.closest('[title]')?.getAttribute('title') ?? '';
  return title.trim().length > 0;
}

/** Text nodes under `root` with something to read, with their parent element. */
function textNodesUnder(root: Element): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|OPTION)$/.test(parent.tagName)) continue;
    if ((node.textContent ?? '').trim()) nodes.push(node as Text);
  }
  return nodes;
}

/**
 * Visible text cut by the window's sides or by a clipping ancestor, for text in view below
 * `top` (the header's bottom, or 0 to include the header).
 */
export function clippedText(root: Element, top: number): Finding[] {
  const findings: Finding[] = [];
  const clipCache = new Map<Element, ClipBox | null>();
  const unseen = new Map<Element, boolean>();
  const range = document.createRange();
  for (const node of textNodesUnder(root)) {
    const parent = node.parentElement as Element;
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((rect) => isInView(rect, top));
    if (rects.length === 0) continue;
    if (!unseen.has(parent)) unseen.set(parent, isUnseen(parent));
    if (unseen.get(parent)) continue;
    const clips = clipBoxesAbove(parent, clipCache);
    if (clips.some((clip) => isWaitingSlide(parent, clip))) continue;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    if (left < -TOLERANCE || right > innerWidth + TOLERANCE) {
      findings.push({
        check: 'clipped text',
        where: describeElement(parent),
        detail: `"${text.slice(0, 30)}" spans x ${round(left)}–${round(right)} px, the window 0–${innerWidth}`,
      });
      continue;
    }
    for (const clip of clips) {
      const cut = rects
        .map((rect) => overflowPast(rect, clip))
        .find(({ x, y }) => x > TOLERANCE || y > TOLERANCE);
      if (!cut) continue;
      if (isTitledEllipsis(parent, clip)) break;
      if (cut.x <= TOLERANCE && clip.scrollsY && isInFlowWithin(parent, clip.element)) continue;
      const clipSize = `${round(clip.right - clip.left)}×${round(clip.bottom - clip.top)}`;
      // A box collapsed to nothing (a closed panel) hides its text; it does not cut it.
      if (clip.right - clip.left < 2 || clip.bottom - clip.top < 2) break;
      findings.push({
        check: 'clipped text',
        where: describeElement(parent),
        detail: `"${text.slice(0, 30)}" runs ${round(Math.max(cut.x, cut.y))} px past the edge of ${pathOf(clip.element)} (${clipSize} px at x ${round(clip.left)}, text x ${round(left)}–${round(right)})`,
      });
      break;
    }
  }
  return findings;
}

export const IN_PAGE_FUNCTIONS = [
  stepOf,
  pathOf,
  describeElement,
  round,
  headerHeight,
  isHiddenFromEveryone,
  isVisuallyHidden,
  isUnseen,
  isInView,
  isAnnouncedScroller,
  clipBoxOf,
  clipBoxesAbove,
  isInFlowWithin,
  overflowPast,
  isWaitingSlide,
  isTitledEllipsis,
  textNodesUnder,
  clippedText,
];
