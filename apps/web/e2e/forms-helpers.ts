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

export async function dataLayerEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && 'event' in entry,
    ),
  );
}
