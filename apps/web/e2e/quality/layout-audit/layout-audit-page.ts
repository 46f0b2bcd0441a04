// The driving half of the layout audit: puts the in-page checks into a document, scrolls through
// it a window at a time as a visitor does, opens the header menus one by one, and shows each
// form's errors.
import type { Locator, Page } from '@playwright/test';
import {
  clipBoxesAbove,
  clippedText,
  type Finding,
  headerHeight,
  IN_PAGE_CONSTANTS,
  IN_PAGE_FUNCTIONS,
  isInView,
  isUnseen,
  pathOf,
  round,
} from './layout-audit-checks';
import {
  cardProblems,
  IN_PAGE_COMPONENT_CONSTANTS,
  IN_PAGE_COMPONENT_FUNCTIONS,
  undersizedTargets,
} from './layout-audit-components';
import {
  carouselProblems,
  IN_PAGE_WIDGET_CONSTANTS,
  IN_PAGE_WIDGET_FUNCTIONS,
  imageWallProblems,
  splitAmounts,
} from './layout-audit-widgets';
import {
  IN_PAGE_WINDOW_FUNCTIONS,
  oversizedStickyBoxes,
  sidewaysScroll,
} from './layout-audit-window';

declare const TOLERANCE: number;

/** Whether every image a visitor can see now (in the window, not clipped away) has loaded. */
function imagesInViewLoaded(): boolean {
  const cache = new Map();
  return Array.from(document.images).every((image) => {
    if (image.complete) return true;
    const box = image.getBoundingClientRect();
    if (!isInView(box, 0) || box.right <= 0 || box.left >= innerWidth) return true;
    // Lazy images in a box that clips them away (a carousel's waiting slides) never load.
    return clipBoxesAbove(image, cache).some(
      (clip) =>
        clip.right <= box.left ||
        clip.left >= box.right ||
        clip.bottom <= box.top ||
        clip.top >= box.bottom,
    );
  });
}

/**
 * Lets what came into view settle: two frames for `content-visibility` sections and carousels
 * started by an IntersectionObserver, the images in view loaded (3 s at most: a slow image keeps
 * its reserved box), the fonts, two more frames.
 */
async function settle(): Promise<void> {
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  await frame();
  await frame();
  const deadline = performance.now() + 3_000;
  while (!imagesInViewLoaded() && performance.now() < deadline) await frame();
  await document.fonts.ready;
  await frame();
  await frame();
}

interface WindowAudit {
  findings: Finding[];
  /** Where the window ended up, the page's height then, and the header's height. */
  y: number;
  bottom: number;
  height: number;
  header: number;
}

/** Scrolls to `y`, settles, and runs every check on what is in view below the header. */
async function scrollAndAudit(y: number, first: boolean): Promise<WindowAudit> {
  scrollTo({ top: y, behavior: 'instant' });
  await settle();
  // The first window includes the header itself.
  const top = first ? 0 : headerHeight();
  const findings = [
    ...sidewaysScroll(),
    ...clippedText(document.body, top),
    ...oversizedStickyBoxes(headerHeight()),
    ...cardProblems(top),
    ...undersizedTargets(top),
    ...carouselProblems(top),
    ...imageWallProblems(top),
    ...splitAmounts(top),
  ];
  const height = document.documentElement.scrollHeight;
  return { findings, y: scrollY, bottom: scrollY + innerHeight, height, header: headerHeight() };
}

/** A header menu's panel: inside the window, its text uncut, and reachable if it is tall. */
function panelProblems(panel: Element, name: string): Finding[] {
  const box = panel.getBoundingClientRect();
  const findings: Finding[] = [];
  const where = `${pathOf(panel)} (the "${name}" menu)`;
  if (box.left < -TOLERANCE || box.right > innerWidth + TOLERANCE) {
    const detail = `panel spans x ${round(box.left)}–${round(box.right)} px, the window 0–${innerWidth}`;
    findings.push({ check: 'header menu', where, detail });
  }
  // Inside a sticky header the page cannot scroll a panel into view; it has to scroll itself.
  const style = getComputedStyle(panel);
  const scrolls = panel.scrollHeight > panel.clientHeight && /auto|scroll/.test(style.overflowY);
  if (box.bottom > innerHeight + TOLERANCE && !scrolls) {
    const detail = `panel ends at y ${round(box.bottom)} px, below the ${innerHeight} px window`;
    findings.push({ check: 'header menu', where, detail });
  }
  for (const cut of clippedText(panel, 0)) findings.push({ ...cut, check: 'header menu' });
  return findings;
}

/** The height of each visible one-line form control (inputs and selects), by label. */
function controlHeights(form: Element): Record<string, number> {
  const heights: Record<string, number> = {};
  for (const control of form.querySelectorAll('input, select')) {
    if (/hidden|checkbox|radio|submit|button|range/.test(control.getAttribute('type') ?? ''))
      continue;
    if (isUnseen(control)) continue;
    const label = control.id ? document.querySelector(`label[for="${control.id}"]`) : null;
    const name = (label?.textContent ?? control.getAttribute('name') ?? '').trim();
    heights[`${pathOf(control)} "${name}"`] = control.getBoundingClientRect().height;
  }
  return heights;
}

const IN_PAGE = {
  constants: { ...IN_PAGE_CONSTANTS, ...IN_PAGE_COMPONENT_CONSTANTS, ...IN_PAGE_WIDGET_CONSTANTS },
  functions: [
    ...IN_PAGE_FUNCTIONS,
    ...IN_PAGE_COMPONENT_FUNCTIONS,
    ...IN_PAGE_WIDGET_FUNCTIONS,
    ...IN_PAGE_WINDOW_FUNCTIONS,
    imagesInViewLoaded,
    settle,
    scrollAndAudit,
    panelProblems,
    controlHeights,
  ],
};

type InPage = Record<string, (...args: unknown[]) => unknown>;
type AuditWindow = { layoutAudit?: InPage };

/** Puts the in-page functions into the current document as `window.layoutAudit` (once). */
export async function installLayoutAudit(page: Page): Promise<void> {
  const constants = Object.entries(IN_PAGE.constants).map(([name, value]) => {
    const literal = value instanceof RegExp ? String(value) : JSON.stringify(value);
    return `const ${name} = ${literal};`;
  });
  const functions = IN_PAGE.functions.map((fn) => `const ${fn.name} = ${fn.toString()};`);
  const names = IN_PAGE.functions.map((fn) => fn.name).join(', ');
  const body = [...constants, ...functions, `return { ${names} };`].join('\n');
  await page.evaluate(`window.layoutAudit ??= (() => {\n${body}\n})();`);
}

/** Calls an installed function in the page, on `element` when one is given. */
async function inPage<T>(page: Page, name: string, ...args: unknown[]): Promise<T> {
  await installLayoutAudit(page);
  return page.evaluate(
    ([fn, values]) => {
      const audit = (window as AuditWindow).layoutAudit;
      if (!audit?.[fn]) throw new Error(`layout audit function ${fn} is not installed`);
      return audit[fn](...values);
    },
    [name, args] as const,
  ) as Promise<T>;
}

async function onElement<T>(element: Locator, name: string, ...args: unknown[]): Promise<T> {
  return element.evaluate(
    (target, [fn, values]) => {
      const audit = (window as AuditWindow).layoutAudit;
      if (!audit?.[fn]) throw new Error(`layout audit function ${fn} is not installed`);
      return audit[fn](target, ...values);
    },
    [name, args] as const,
  ) as Promise<T>;
}

/**
 * Scrolls from the top to the bottom one window at a time (less the sticky header, so nothing
 * passes unseen under it) and runs every check on each window. A problem seen in several
 * windows is reported once. Then the text inside the logos of image walls.
 */
export async function auditEveryWindow(page: Page): Promise<Finding[]> {
  const found = new Map<string, Finding>();
  let y = 0;
  for (let step = 0; step < 80; step += 1) {
    const at = await inPage<WindowAudit>(page, 'scrollAndAudit', y, step === 0);
    for (const finding of at.findings) {
      const key = `${finding.check}|${finding.where}`;
      if (!found.has(key)) found.set(key, finding);
    }
    if (at.bottom >= at.height - 1) break;
    y = at.y + Math.max(at.bottom - at.y - at.header, 100);
  }
  return [...found.values(), ...(await inPage<Finding[]>(page, 'smallImageText'))];
}

/**
 * Moves every slider of the page two steps up from its default, as a visitor trying the
 * calculator does: amounts and panels that only appear then are audited too. False when the
 * page has none.
 */
export async function moveSliders(page: Page): Promise<boolean> {
  const sliders = page.locator('main input[type="range"]:visible, main [role="slider"]:visible');
  const count = await sliders.count();
  for (let index = 0; index < count; index += 1) {
    await sliders.nth(index).focus();
    await sliders.nth(index).press('ArrowRight');
    await sliders.nth(index).press('ArrowRight');
  }
  return count > 0;
}

/**
 * Opens a disclosure, checks its panel and every disclosure inside it, and closes it again.
 * Indexes stay put because every disclosure opened is closed again.
 */
async function checkDisclosure(page: Page, trigger: Locator, findings: Finding[]): Promise<void> {
  const label = (await trigger.getAttribute('aria-label')) ?? (await trigger.textContent()) ?? '';
  const name = label.trim();
  await trigger.click();
  const panelId = await trigger.getAttribute('aria-controls');
  if ((await trigger.getAttribute('aria-expanded')) !== 'true' || !panelId) {
    findings.push({ check: 'header menu', where: name, detail: 'did not open a panel' });
    return;
  }
  const panel = page.locator(`[id="${panelId}"]`);
  await panel.waitFor();
  await inPage(page, 'settle');
  findings.push(...(await onElement<Finding[]>(panel, 'panelProblems', name)));
  const inner = panel.locator('button[aria-expanded]:visible');
  for (let index = 0; index < (await inner.count()); index += 1) {
    await checkDisclosure(page, inner.nth(index), findings);
  }
  await trigger.click();
}

/**
 * Opens every disclosure of the header (at 375 px the menu button first, then each menu in
 * it) and checks each panel.
 */
export async function auditHeaderMenus(page: Page): Promise<Finding[]> {
  await installLayoutAudit(page);
  const findings: Finding[] = [];
  const triggers = page.locator('body header button[aria-expanded]:visible');
  for (let index = 0; index < (await triggers.count()); index += 1) {
    await checkDisclosure(page, triggers.nth(index), findings);
  }
  return findings;
}

/**
 * Sends each form of the page empty so it shows its errors: no input or select changes height
 * (an error message stretching the grid row must not stretch the neighbouring fields).
 * Forms without a visible, enabled submit button (the contact form's Send waits for email
 * and message) are left alone.
 */
export async function auditFormErrors(page: Page): Promise<Finding[]> {
  const findings: Finding[] = [];
  const forms = page.locator('main form');
  for (let index = 0; index < (await forms.count()); index += 1) {
    const form = forms.nth(index);
    const submit = form.locator('button[type="submit"]:visible, input[type="submit"]:visible');
    if ((await submit.count()) === 0 || !(await submit.first().isEnabled())) continue;
    await form.scrollIntoViewIfNeeded();
    await inPage(page, 'settle');
    const before = await onElement<Record<string, number>>(form, 'controlHeights');
    await submit.first().click();
    const invalid = form.locator('[aria-invalid="true"]').first();
    const shown = await invalid.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (!shown) continue;
    await inPage(page, 'settle');
    const after = await onElement<Record<string, number>>(form, 'controlHeights');
    for (const [where, height] of Object.entries(after)) {
      const was = before[where];
      if (was === undefined || Math.abs(height - was) <= 1) continue;
      const detail = `${Math.round(was)} → ${Math.round(height)} px tall once the form shows its errors`;
      findings.push({ check: 'form field', where, detail });
    }
  }
  return findings;
}
