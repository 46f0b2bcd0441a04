// In-page checks of the layout audit for carousels, image walls (logo rows) and amounts.
// Installed next to layout-audit-checks.ts; imports here are names in the same installed
// script (keep them unaliased).
import {
  describeElement,
  type Finding,
  isInView,
  isUnseen,
  pathOf,
  round,
} from './layout-audit-checks';

declare const TOLERANCE: number;

/** The smallest text, in CSS px, that an image (a logo's tagline) may draw. */
const MIN_IMAGE_TEXT_PX = 8;

/**
 * Carousels in view give their slides room and keep one height: the arrows and gaps take at most
 * a quarter of the carousel's width, and a carousel showing one slide at a time has slides of
 * one height (else the page jumps as the visitor moves through them).
 */
function carouselProblems(top: number): Finding[] {
  const findings: Finding[] = [];
  for (const carousel of document.querySelectorAll('[aria-roledescription="carousel"]')) {
    const box = carousel.getBoundingClientRect();
    if (!isInView(box, top) || isUnseen(carousel)) continue;
    const slides = Array.from(carousel.querySelectorAll('[aria-roledescription="slide"]'));
    const viewport = slides[0]?.parentElement?.parentElement;
    if (!viewport) continue;
    const room = viewport.getBoundingClientRect().width;
    if (room < box.width * 0.75 - TOLERANCE) {
      findings.push({
        check: 'carousel',
        where: pathOf(carousel),
        detail: `slides get ${round(room)} of the carousel's ${round(box.width)} px (under 3/4)`,
      });
    }
    const oneAtATime = slides.every((slide) => slide.getBoundingClientRect().width >= room * 0.9);
    const heights = slides.map((slide) =>
      round((slide.firstElementChild ?? slide).getBoundingClientRect().height),
    );
    if (oneAtATime && Math.max(...heights) - Math.min(...heights) > 2) {
      findings.push({
        check: 'carousel',
        where: pathOf(carousel),
        detail: `one slide at a time, but the slides are ${Math.min(...heights)}–${Math.max(...heights)} px tall (${heights.join(', ')})`,
      });
    }
  }
  return findings;
}

/** A list whose items each hold one image and no text: a logo row. */
function isImageList(list: Element): boolean {
  const items = Array.from(list.children);
  return (
    items.length >= 3 &&
    items.every(
      (item) =>
        item.tagName === 'LI' &&
        item.querySelectorAll('img').length === 1 &&
        !(item.textContent ?? '').trim(),
    )
  );
}

/** Image walls: a parent of several image lists (rows), or a single image list. */
function imageWalls(): Element[] {
  const lists = Array.from(document.querySelectorAll('main ul, main ol')).filter(isImageList);
  const walls = new Set<Element>();
  for (const list of lists) {
    const parent = list.parentElement;
    const rowsInParent = lists.filter((other) => other.parentElement === parent).length;
    walls.add(rowsInParent > 1 && parent ? parent : list);
  }
  return [...walls];
}

/**
 * The wall's images grouped into the rows a visitor sees, top to bottom: images whose vertical
 * middles are within 8 px (logos of different heights are centred on one line).
 */
function rowsOf(wall: Element): DOMRect[][] {
  const rows: DOMRect[][] = [];
  const boxes = Array.from(wall.querySelectorAll('img'), (image) => image.getBoundingClientRect())
    .filter((box) => box.width > 0)
    .sort((a, b) => a.top + a.height / 2 - (b.top + b.height / 2));
  for (const box of boxes) {
    const middle = box.top + box.height / 2;
    const row = rows[rows.length - 1];
    const first = row?.[0];
    if (row && first && Math.abs(first.top + first.height / 2 - middle) <= 8) row.push(box);
    else rows.push([box]);
  }
  return rows;
}

/** Whether every image of `row` is centred on a column of `columns` (centre x positions). */
function sitsOnColumns(row: DOMRect[], columns: number[]): boolean {
  return row.every((box) => {
    const centre = box.left + box.width / 2;
    return columns.some((column) => Math.abs(column - centre) <= 2 * TOLERANCE + 1);
  });
}

/**
 * Image walls in view fill their rows and line them up: not one image per row when two fit, and
 * every row's images centred on the columns of the fullest row, or the rows sharing a left
 * edge, a right edge or a centre line (not a zig-zag).
 */
function imageWallProblems(top: number): Finding[] {
  const findings: Finding[] = [];
  for (const wall of imageWalls()) {
    const box = wall.getBoundingClientRect();
    if (!isInView(box, top) || isUnseen(wall)) continue;
    const rows = rowsOf(wall);
    const where = pathOf(wall);
    const widest = Math.max(...rows.flat().map((image) => image.width));
    if (rows.length > 2 && rows.every((row) => row.length === 1) && 2 * widest < box.width) {
      findings.push({
        check: 'image wall',
        where,
        detail: `${rows.length} images one per row, each ${round(widest)} px in a ${round(box.width)} px wall`,
      });
    }
    const lefts = rows.map((row) => Math.min(...row.map((image) => image.left)));
    const rights = rows.map((row) => Math.max(...row.map((image) => image.right)));
    const centres = lefts.map((left, index) => (left + (rights[index] ?? left)) / 2);
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    const fullest = rows.reduce((a, b) => (b.length > a.length ? b : a), rows[0] ?? []);
    const columns = fullest.map((box) => box.left + box.width / 2);
    const aligned =
      rows.every((row) => sitsOnColumns(row, columns)) ||
      [lefts, rights, centres].some((edges) => spread(edges) <= 2 * TOLERANCE);
    if (rows.length > 1 && !aligned) {
      findings.push({
        check: 'image wall',
        where,
        detail: `rows zig-zag: they start at x ${lefts.map(round).join(', ')} and end at x ${rights.map(round).join(', ')}`,
      });
    }
  }
  return findings;
}

/** Signed or currency amounts (`−$46`, `+12`, `$1,050`): the sign up to the first digit. */
const AMOUNT = /[−–+±][\s\u00a0]?[$€£]?\d|[$€£][\s\u00a0]?\d/g;

/**
 * An amount is never broken across lines (a lone "−" above "$46"). Runs of sibling text nodes
 * are read together, as React renders `−{amount}` as two nodes.
 */
function splitAmounts(top: number): Finding[] {
  const findings: Finding[] = [];
  const range = document.createRange();
  const parents = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && /\d/.test(node.textContent ?? '')) {
      parents.add(node.parentElement);
    }
  }
  for (const parent of parents) {
    const nodes = Array.from(parent.childNodes).filter(
      (child) => child.nodeType === Node.TEXT_NODE,
    );
    const text = nodes.map((child) => child.textContent ?? '').join('');
    for (const match of text.matchAll(AMOUNT)) {
      const at = (offset: number): [Node, number] => {
        let rest = offset;
        for (const child of nodes) {
          const length = (child.textContent ?? '').length;
          if (rest < length) return [child, rest];
          rest -= length;
        }
        return [nodes[nodes.length - 1] as Node, 0];
      };
      range.setStart(...at(match.index));
      range.setEnd(...at(match.index + match[0].length));
      const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
      if (!rects.some((rect) => isInView(rect, top)) || isUnseen(parent)) continue;
      const tops = rects.map((rect) => rect.top);
      if (Math.max(...tops) - Math.min(...tops) > (rects[0]?.height ?? 0) / 2) {
        findings.push({
          check: 'split amount',
          where: describeElement(parent),
          detail: `"${text.trim().slice(0, 20)}" breaks across lines after "${match[0].slice(0, 1)}" (lines at y ${tops.map(round).join(', ')})`,
        });
      }
    }
  }
  return findings;
}

/**
 * The smallest font size an SVG document draws text at, in its own units, and its width. Text
 * outlined by the art scripts keeps its size as `data-font-size` on the outline's group.
 */
function smallestSvgText(source: string): { size: number; width: number } | null {
  const svg = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement;
  const width =
    Number.parseFloat(svg.getAttribute('viewBox')?.split(/[\s,]+/)[2] ?? '') ||
    Number.parseFloat(svg.getAttribute('width') ?? '');
  const sizes = Array.from(svg.querySelectorAll('text, tspan'))
    .filter((text) => (text.textContent ?? '').trim())
    .map((text) => {
      const own =
        text.getAttribute('font-size') ??
        /font-size:\s*([\d.]+)/.exec(text.getAttribute('style') ?? '')?.[1];
      const inherited = text.closest('[font-size]')?.getAttribute('font-size');
      return Number.parseFloat(own ?? inherited ?? '16');
    });
  for (const outline of svg.querySelectorAll('[data-font-size]'))
    sizes.push(Number.parseFloat(outline.getAttribute('data-font-size') ?? ''));
  return sizes.length && width ? { size: Math.min(...sizes), width } : null;
}

/**
 * Text drawn inside the logos of image walls (SVG images) is at least MIN_IMAGE_TEXT_PX tall
 * as shown: a 320-unit logo with an 11-unit tagline shown 149 px wide draws it at 5 px.
 * One finding per wall, naming the logos and the smallest size.
 */
async function smallImageText(): Promise<Finding[]> {
  const findings: Finding[] = [];
  const sources = new Map<string, Promise<string>>();
  for (const wall of imageWalls()) {
    const small: { name: string; px: number; units: number }[] = [];
    for (const image of wall.querySelectorAll('img')) {
      const src = image.getAttribute('src') ?? '';
      const shown = image.getBoundingClientRect().width;
      if (!/\.svg(\?|$)/.test(src) || shown === 0 || isUnseen(image)) continue;
      if (!sources.has(src))
        sources.set(
          src,
          fetch(src).then((response) => response.text()),
        );
      const text = smallestSvgText(await (sources.get(src) as Promise<string>));
      const px = text ? (text.size * shown) / text.width : Number.POSITIVE_INFINITY;
      if (text && px < MIN_IMAGE_TEXT_PX)
        small.push({ name: image.alt || src, px, units: text.size });
    }
    if (small.length === 0) continue;
    const smallest = small.reduce((a, b) => (b.px < a.px ? b : a));
    const names = small.map((logo) => logo.name);
    findings.push({
      check: 'image wall',
      where: pathOf(wall),
      detail: `${small.length} logos draw text under ${MIN_IMAGE_TEXT_PX} px, down to ${smallest.px.toFixed(1)} px (${smallest.units}-unit text in "${smallest.name}"): ${names.slice(0, 4).join(', ')}${names.length > 4 ? ', …' : ''}`,
    });
  }
  return findings;
}

export const IN_PAGE_WIDGET_CONSTANTS = { MIN_IMAGE_TEXT_PX, AMOUNT };

export const IN_PAGE_WIDGET_FUNCTIONS = [
  carouselProblems,
  isImageList,
  imageWalls,
  rowsOf,
  sitsOnColumns,
  imageWallProblems,
  splitAmounts,
  smallestSvgText,
  smallImageText,
];

export { carouselProblems, imageWallProblems, smallImageText, splitAmounts };
