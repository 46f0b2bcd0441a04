// In-page checks of the layout audit that look at components: cards, carousels and touch
// targets. Installed next to layout-audit-checks.ts; imports here are names in the same
// installed script (keep them unaliased).
import { describeElement, type Finding, isInView, isUnseen, round } from './layout-audit-checks';

declare const TOLERANCE: number;

/** How far apart a card's picture and heading may sit and still read as one card. */
const ADJACENT_PX = 64;

/**
 * Whether an element is a card: its own classes or slot name it one (`tl-card`, `post-card`,
 * `switch-from__card`), or it is an <article> among sibling articles (a list of teasers). A lone
 * <article> is a page's main content, not a card.
 */
function isCardLike(element: Element): boolean {
  const slot = element.getAttribute('data-slot') ?? '';
  if (/(^|-)card$/.test(slot)) return true;
  if (Array.from(element.classList).some((name) => /(^|[-_])card$/.test(name))) return true;
  if (element.tagName !== 'ARTICLE') return false;
  const item = element.parentElement?.tagName === 'LI' ? element.parentElement : element;
  const siblings = Array.from(item.parentElement?.children ?? []).filter((other) => other !== item);
  return siblings.some(
    (other) => other.tagName === 'ARTICLE' || other.querySelector(':scope > article'),
  );
}

/** Whether a box moves on its own as the page scrolls (sticky or fixed, up to `within`). */
function movesWithScroll(element: Element, within: Element): boolean {
  for (let node: Element | null = element; node && node !== within; node = node.parentElement) {
    if (/sticky|fixed/.test(getComputedStyle(node).position)) return true;
  }
  return false;
}

/** The card's heading: a real heading, or failing that its `…__title` / `…__name` element. */
function cardHeading(card: Element): Element | null {
  const visible = (element: Element) => !isUnseen(element);
  const headings = Array.from(card.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter(visible);
  if (headings[0]) return headings[0];
  const named = Array.from(card.querySelectorAll('[class*="__title"], [class*="__name"]'));
  return named.filter(visible)[0] ?? null;
}

/** The card's picture: its largest visible image (an <img>, inside a <picture> or not). */
function cardPicture(card: Element): Element | null {
  const area = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width * box.height;
  };
  const images = Array.from(card.querySelectorAll('img')).filter(
    (image) => !isUnseen(image) && area(image) > 0,
  );
  return images.sort((a, b) => area(b) - area(a))[0] ?? null;
}

/** Cards in view with a picture and a heading, innermost first (a card inside a card counts). */
interface CardParts {
  card: Element;
  picture: Element;
  heading: Element;
}

function cardsInView(top: number): CardParts[] {
  const found: CardParts[] = [];
  for (const card of document.querySelectorAll('main *')) {
    if (!isCardLike(card) || !isInView(card.getBoundingClientRect(), top)) continue;
    const picture = cardPicture(card);
    const heading = cardHeading(card);
    if (!picture || !heading || isUnseen(card)) continue;
    // A sticky cover keeps its place in the window; where it sits says nothing of the card.
    if (movesWithScroll(picture, card) || movesWithScroll(heading, card)) continue;
    found.push({ card, picture, heading });
  }
  // An outer wrapper holding a whole card is judged through that card.
  return found.filter(
    ({ card }) => !found.some((other) => other.card !== card && card.contains(other.card)),
  );
}

/**
 * The heading's box, grown to take in the small label above it (`tl-eyebrow`, "Step 2"): label
 * and heading read as one, so the picture may sit next to either.
 */
function headingGroupBox(heading: Element): DOMRect {
  const box = heading.getBoundingClientRect();
  const label = heading.previousElementSibling;
  if (!label || !/eyebrow/.test(label.className) || isUnseen(label)) return box;
  const above = label.getBoundingClientRect();
  const left = Math.min(box.left, above.left);
  const right = Math.max(box.right, above.right);
  return new DOMRect(left, above.top, right - left, box.bottom - above.top);
}

/**
 * The text column the heading leads, when the card has one: a child of the card whose first
 * element is the heading or its label (a media block's copy). In one column a media block may
 * set its picture under its words (heading, text, picture), and the picture reads with them.
 */
function ledColumnBox(heading: Element, card: Element): DOMRect | null {
  const column = heading.parentElement;
  if (!column || column === card || column.parentElement !== card) return null;
  const first = column.firstElementChild;
  const label = heading.previousElementSibling;
  const leads = first === heading || (first === label && /eyebrow/.test(label?.className ?? ''));
  return leads ? column.getBoundingClientRect() : null;
}

/** Whether a picture sits directly under a text column, lined up with it. */
function isUnder(picture: DOMRect, column: DOMRect): boolean {
  const sharedWidth = Math.min(picture.right, column.right) - Math.max(picture.left, column.left);
  const gap = picture.top - column.bottom;
  return sharedWidth > 0 && gap >= -TOLERANCE && gap <= ADJACENT_PX;
}

/** Whether two boxes read as one unit: stacked or side by side, close, and lined up. */
function isAdjacent(picture: DOMRect, heading: DOMRect): boolean {
  const sharedWidth = Math.min(picture.right, heading.right) - Math.max(picture.left, heading.left);
  const sharedHeight =
    Math.min(picture.bottom, heading.bottom) - Math.max(picture.top, heading.top);
  const gapBelow = heading.top - picture.bottom;
  const gapAbove = picture.top - heading.bottom;
  const stacked =
    sharedWidth > 0 &&
    ((gapBelow >= -TOLERANCE && gapBelow <= ADJACENT_PX) ||
      (gapAbove >= -TOLERANCE && gapAbove <= ADJACENT_PX));
  // Side by side (a media block): the columns' gap is the layout's, so any distance will do.
  const beside = sharedHeight > 0 && sharedWidth <= TOLERANCE;
  const overlaid = sharedWidth > 0 && sharedHeight > 0;
  return stacked || beside || overlaid;
}

/**
 * The longest stretch of a card's height with nothing in it: no text line, image or control.
 * Measured over the card's padding box, so a trailing stretch counts as well as a middle one.
 */
function longestEmptyStretch(card: Element): number {
  const box = card.getBoundingClientRect();
  const spans: [number, number][] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node.textContent ?? '').trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) spans.push([rect.top, rect.bottom]);
  }
  for (const element of card.querySelectorAll('img, svg, input, select, textarea, iframe')) {
    const rect = element.getBoundingClientRect();
    if (rect.height > 0) spans.push([rect.top, rect.bottom]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const style = getComputedStyle(card);
  let reached = box.top + Number.parseFloat(style.paddingTop);
  let longest = 0;
  for (const [start, end] of spans) {
    longest = Math.max(longest, start - reached);
    reached = Math.max(reached, end);
  }
  return Math.max(longest, box.bottom - Number.parseFloat(style.paddingBottom) - reached);
}

/**
 * Cards keep picture and heading together (the heading directly below or above the picture
 * within 64 px, or beside it sharing some height, or the picture directly under the text column
 * the heading leads) and are not far taller than what they hold (an empty stretch of more
 * than half the card and more than 160 px).
 */
export function cardProblems(top: number): Finding[] {
  const findings: Finding[] = [];
  for (const { card, picture, heading } of cardsInView(top)) {
    const p = picture.getBoundingClientRect();
    const h = headingGroupBox(heading);
    const column = ledColumnBox(heading, card);
    if (!isAdjacent(p, h) && !(column && isUnder(p, column))) {
      findings.push({
        check: 'card',
        where: describeElement(card),
        detail: `heading at x ${round(h.left)}–${round(h.right)}, y ${round(h.top)}–${round(h.bottom)} is apart from its picture at x ${round(p.left)}–${round(p.right)}, y ${round(p.top)}–${round(p.bottom)}`,
      });
    }
    const height = card.getBoundingClientRect().height;
    const empty = longestEmptyStretch(card);
    if (empty > 160 && empty > height / 2) {
      findings.push({
        check: 'card',
        where: describeElement(card),
        detail: `${round(height)} px tall with an empty stretch of ${round(empty)} px`,
      });
    }
  }
  return findings;
}

const TARGETS = 'a[href], button, summary, [role="button"], [role="link"]';

/** WCAG 2.5.8's inline exception: a link inside a sentence, sized by the line it sits in. */
function isInlineInText(target: Element): boolean {
  if (getComputedStyle(target).display !== 'inline') return false;
  let block = target.parentElement;
  while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
  const own = (target.textContent ?? '').trim().length;
  const around = (block?.textContent ?? '').replace(/\s+/g, ' ').trim().length;
  return around > own + 1;
}

/** Distance from a point to a box (0 inside it). */
function distanceToBox(x: number, y: number, box: DOMRect): number {
  const dx = Math.max(box.left - x, 0, x - box.right);
  const dy = Math.max(box.top - y, 0, y - box.bottom);
  return Math.hypot(dx, dy);
}

/**
 * WCAG 2.5.8's spacing exception: a 24 px circle centred on the small target meets no other
 * target, nor another small target's circle.
 */
function hasSpacing(target: DOMRect, others: DOMRect[]): boolean {
  const x = target.left + target.width / 2;
  const y = target.top + target.height / 2;
  return others.every((other) => {
    const small = other.width < 24 || other.height < 24;
    const ox = other.left + other.width / 2;
    const oy = other.top + other.height / 2;
    return small ? Math.hypot(ox - x, oy - y) >= 24 : distanceToBox(x, y, other) >= 12;
  });
}

/** Links and buttons in view at least 24×24 px, but for WCAG 2.5.8's inline and spacing cases. */
export function undersizedTargets(top: number): Finding[] {
  const targets = Array.from(document.querySelectorAll(TARGETS))
    .filter((target) => !isUnseen(target))
    .map((target) => ({ target, box: target.getBoundingClientRect() }));
  const findings: Finding[] = [];
  for (const { target, box } of targets) {
    if (!isInView(box, top)) continue;
    if (box.width >= 24 - TOLERANCE / 2 && box.height >= 24 - TOLERANCE / 2) continue;
    if (isInlineInText(target)) continue;
    const others = targets.filter((other) => other.target !== target).map((other) => other.box);
    if (hasSpacing(box, others)) continue;
    findings.push({
      check: 'touch target',
      where: describeElement(target),
      detail: `${round(box.width)}×${round(box.height)} px, closer than 24 px to another target`,
    });
  }
  return findings;
}

export const IN_PAGE_COMPONENT_CONSTANTS = { ADJACENT_PX, TARGETS };

export const IN_PAGE_COMPONENT_FUNCTIONS = [
  isCardLike,
  movesWithScroll,
  cardHeading,
  cardPicture,
  cardsInView,
  headingGroupBox,
  ledColumnBox,
  isUnder,
  isAdjacent,
  longestEmptyStretch,
  cardProblems,
  isInlineInText,
  distanceToBox,
  hasSpacing,
  undersizedTargets,
];
