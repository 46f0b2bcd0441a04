// Shared steps of the accessibility specs: the pages to check, the theme a visitor stored, axe
// runs described well enough to fix from the report, and the focus ring the design system draws.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { fileForUrlPath } from '@tablogs/site-audit';
import axe, { type RunOptions } from 'axe-core';
import { clientDirFromEnv } from '../../scripts/built-site.mjs';

export type Theme = 'light' | 'dark';

/** WCAG 2.0 and 2.1, levels A and AA: what the issue asks every page to meet. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG A/AA rules whose outcome depends on colours: all a theme changes (no theme shows or
 * hides anything), so the only ones that need running again in the dark theme.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The canonical pages of the built site, as its sitemap lists them (e.g. `/pricing/tablogs`). */
export function sitemapPaths(): string[] {
  const file = fileForUrlPath(clientDirFromEnv(), '/sitemap.xml');
  if (!file) throw new Error('The build has no sitemap.xml');
  const sitemap = readFileSync(file, 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    decodeURI(new URL(loc ?? '').pathname),
  );
}

/** Stores a theme choice as the theme switch does, for the boot script to apply on the next load. */
export async function storeTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
}

/**
 * Runs `audit` with every `content-visibility: auto` subtree rendered (the sections below the
 * first screen and the footer skip rendering until they near the viewport). A skipped subtree is
 * not painted, so axe would take the page background for the colour behind its text; visitors
 * only ever see those sections rendered, and that is what an audit must judge. Set through the
 * CSSOM because the page's CSP refuses an injected <style>.
 */
export async function withEverySectionRendered<T>(page: Page, audit: () => Promise<T>): Promise<T> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.dataset.auditRendered = '';
      element.style.setProperty('content-visibility', 'visible');
    }
  });
  try {
    return await audit();
  } finally {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-audit-rendered]')) {
        element.style.removeProperty('content-visibility');
        delete element.dataset.auditRendered;
      }
    });
  }
}

export interface AxeRun {
  /** One line per serious or critical violation: rule, impact, selectors, and where it was seen. */
  violations: string[];
  /** The rules axe ran (passed, failed or could not decide), to prove a check was not skipped. */
  rulesRun: Set<string>;
}

type AxeWindow = { axe?: typeof axe };

/**
 * axe's results for the page as it is now, run in the page's own document: the rules `runOnly`
 * names, or every rule axe has when it names none, on every element but those `exclude`
 * selects. Embedded frames (the newsletters' sandboxed documents, which cannot run scripts) are
 * not entered; their <iframe> elements are checked.
 * Injecting axe once per document, with no helper page per run, keeps a run per theme and width
 * affordable across every page on a two-core machine.
 */
export async function axeInPage(
  page: Page,
  runOnly?: RunOptions['runOnly'],
  exclude: string[] = [],
) {
  const injected = await page.evaluate(() => Boolean((window as AxeWindow).axe));
  if (!injected) await page.evaluate(axe.source);
  return withEverySectionRendered(page, () =>
    page.evaluate(
      ({ options, exclude }) => {
        const pageAxe = (window as AxeWindow).axe;
        if (!pageAxe) throw new Error('axe is not in the page');
        return pageAxe.run(exclude.length > 0 ? { exclude } : document, options);
      },
      {
        options: {
          ...(runOnly ? { runOnly } : {}),
          iframes: false,
          resultTypes: ['violations'],
        } satisfies RunOptions,
        exclude,
      },
    ),
  );
}

/**
 * Runs axe on the page as it is now (axeInPage): WCAG A/AA rules by default, or only the named
 * rules.
 */
export async function runAxe(page: Page, where: string, rules?: string[]): Promise<AxeRun> {
  const results = await axeInPage(
    page,
    rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_AA_TAGS },
  );
  const violations = results.violations
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .flatMap((rule) =>
      rule.nodes.map(
        (node) =>
          `${where}: ${rule.id} (${rule.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? rule.help}`,
      ),
    );
  const rulesRun = new Set(
    [...results.passes, ...results.violations, ...results.incomplete].map((rule) => rule.id),
  );
  return { violations, rulesRun };
}

/**
 * How the focused element shows focus: its outline (the design system's ring is
 * `:focus-visible { outline: 2px solid var(--color-focus) }` in packages/ui base.css) or a
 * box-shadow ring. Null when nothing marks it.
 */
export async function focusIndicator(element: Locator): Promise<string | null> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    const width = Number.parseFloat(style.outlineWidth);
    if (style.outlineStyle !== 'none' && width > 0) {
      return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    }
    if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
    return null;
  });
}

/** What a keyboard visitor is on: the focused element's role-ish tag and accessible text. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(nothing)';
    const labelled = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      element.textContent ??
      '';
    return label.replace(/\s+/g, ' ').trim();
  });
}

/**
 * Presses Tab `count` times, recording the name of each element reached and failing on one
 * that shows no focus indicator.
 */
export async function tabThrough(page: Page, count: number): Promise<string[]> {
  const reached: string[] = [];
  for (let step = 0; step < count; step += 1) {
    await page.keyboard.press('Tab');
    const name = await focusedName(page);
    const indicator = await focusIndicator(page.locator(':focus'));
    if (!indicator) throw new Error(`${name} is focused but shows no focus indicator`);
    reached.push(name);
  }
  return reached;
}
