import type { Page, Request, Route } from '@playwright/test';
import { expect } from './fixtures';

type Problems = { failedRequests: string[]; allow: (pattern: RegExp) => void };

/** Every POST to one form endpoint, answered by `respond` (the real server when it returns null). */
export async function interceptSubmissions(
  page: Page,
  kind: 'quote' | 'newsletter' | 'contact' | 'download',
  respond: (route: Route, attempt: number) => Promise<void> | null,
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(`**/api/internal/${kind}`, async (route) => {
    requests.push(route.request());
    const handled = respond(route, requests.length);
    if (handled) await handled;
    else await route.continue();
  });
  return requests;
}

/** Every POST to one form endpoint as it goes to the real server. */
export function recordSubmissions(page: Page, kind: string): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/internal/${kind}`)) {
      requests.push(request);
    }
  });
  return requests;
}

/**
 * A test that provokes an error answer on purpose clears exactly that from the fixture's
 * problem lists (the failed request and the browser's console line about it), after checking
 * it happened.
 */
export function expectAnsweredWith(problems: Problems, path: string, status: number): void {
  const request = problems.failedRequests.findIndex((entry) =>
    entry.includes(`${path} (${status})`),
  );
  expect(request, `a ${status} from ${path}`).toBeGreaterThanOrEqual(0);
  problems.allow(new RegExp(`${path.replace(/\//g, '\\/')} \\(${status}\\)`));
  problems.allow(
    new RegExp(`Failed to load resource: the server responded with a status of ${status}`),
  );
}

const EARLIER_PAGES_KEY = 'e2e:data-layer-of-earlier-pages';

/**
 * Keeps the data-layer events of every page this tab leaves (in sessionStorage), for an event
 * pushed right before a navigation: each navigation loads a page with a data layer of its own.
 */
export async function keepDataLayerOfLeftPages(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    addEventListener('pagehide', () => {
      const earlier: unknown[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      const events = (window.dataLayer ?? []).filter(
        (entry) => typeof entry === 'object' && entry !== null && 'event' in entry,
      );
      sessionStorage.setItem(key, JSON.stringify([...earlier, ...events]));
    });
  }, EARLIER_PAGES_KEY);
}

/** The events keepDataLayerOfLeftPages kept (functions such as eventCallback dropped). */
export async function dataLayerEventsOfLeftPages(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), EARLIER_PAGES_KEY);
}

export async function dataLayerEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && 'event' in entry,
    ),
  );
}
