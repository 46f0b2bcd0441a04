// In-page checks of the layout audit that look at the window as a whole: sideways scroll, and
// sticky or fixed boxes too tall for it. Installed next to layout-audit-checks.ts; imports
// here are names in the same installed script (keep them unaliased).
import { describeElement, type Finding, isInView, isUnseen, round } from './layout-audit-checks';

declare const TOLERANCE: number;

/** The document is no wider than the window; otherwise the boxes sticking out on the right. */
export function sidewaysScroll(): Finding[] {
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth <= innerWidth) return [];
  const wide = Array.from(document.querySelectorAll('body *'))
    .filter((element) => element.getBoundingClientRect().right > innerWidth + TOLERANCE)
    // The outermost ones: what sticks out, not everything inside it.
    .filter((element, _, all) => !all.includes(element.parentElement as Element))
    .slice(0, 3);
  return [
    {
      check: 'sideways scroll',
      where: wide.map((element) => describeElement(element)).join('; ') || 'document',
      detail: `document scrollWidth ${scrollWidth} px > window ${innerWidth} px`,
    },
  ];
}

/** Whether a sticky box can move at all: its container is taller than it. */
function canStick(element: Element): boolean {
  const style = getComputedStyle(element);
  if (style.position === 'fixed') return true;
  const parent = element.parentElement;
  if (!parent) return false;
  const parentStyle = getComputedStyle(parent);
  const room =
    parent.clientHeight -
    Number.parseFloat(parentStyle.paddingTop) -
    Number.parseFloat(parentStyle.paddingBottom);
  return room > element.getBoundingClientRect().height + 2;
}

/**
 * Sticky and fixed boxes other than the header fit the window below the header, or their
 * bottom can never be read while they stick.
 */
export function oversizedStickyBoxes(top: number): Finding[] {
  const header = document.querySelector('body header');
  const room = innerHeight - top;
  const findings: Finding[] = [];
  for (const element of document.querySelectorAll('body *')) {
    const { position } = getComputedStyle(element);
    if (position !== 'sticky' && position !== 'fixed') continue;
    if (header?.contains(element) || isUnseen(element)) continue;
    const box = element.getBoundingClientRect();
    if (!isInView(box, 0) || box.height <= room + TOLERANCE || !canStick(element)) continue;
    findings.push({
      check: 'sticky box',
      where: describeElement(element),
      detail: `${position} box ${round(box.height)} px tall, the window below the header ${round(room)} px`,
    });
  }
  return findings;
}

export const IN_PAGE_WINDOW_FUNCTIONS = [sidewaysScroll, canStick, oversizedStickyBoxes];
