import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { axeInPage, sitemapPaths, withEverySectionRendered } from './a11y-helpers';

type Problems = {
  consoleErrors: string[];
  failedRequests: string[];
  /** A test that provokes an error on purpose names the message or URL it expects. */
  allow: (pattern: RegExp) => void;
};
type VisitOptions = { status?: number; a11y?: boolean };

/** Serious and critical axe violations on the page as it is now, every rule axe has. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // AxeBuilder enters frames that run scripts (the integrations build's embeds), at the cost of a
  // helper page per run. A page without such frames is checked in its own document by the same
  // rules: 0.4-1.1 s against 1.6-4.7 s per run on the pricing and contact pages.
  const scriptableFrames = await page.evaluate(() =>
    Array.from(document.querySelectorAll('iframe')).some(
      (frame) => !frame.hasAttribute('sandbox') || frame.sandbox.contains('allow-scripts'),
    ),
  );
  const results = scriptableFrames
    ? await withEverySectionRendered(page, () => new AxeBuilder({ page }).analyze())
    : await axeInPage(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Waits until the page's scripts have started (app/entry.client.tsx marks <html>) and each island
 * on it has hydrated (app/islands/hydrate-islands.tsx marks <html> while any is pending).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .locator('html[data-hydrated]:not([data-islands-pending])')
    .waitFor({ state: 'attached' });
}

/**
 * Holds the browser's request for one island's chunk (`/assets/<name>-<hash>.js`, `name` being
 * the module the island imports) until `release` is called, so a test can act while the island
 * is still prerendered HTML.
 */
export async function holdChunk(page: Page, name: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

let sitemap: Set<string> | undefined;
/**
 * Whether every-page.spec.ts runs axe on this page of this build as it loads (every sitemap
 * page, both themes and widths): `visit` then skips its own run, which cost a few seconds per visit and
 * a tenth of the suite's time. Pages with a query, and pages outside the sitemap, are still checked.
 */
function auditedOnEveryPage(path: string): boolean {
  sitemap ??= new Set(sitemapPaths());
  return sitemap.has(path);
}

/**
 * Every test fails on a console error or a failed request to the site's own origin.
 * `visit(path)` also checks the HTTP status, waits for hydration and runs axe (unless every-page.spec.ts does).
 */
export const test = base.extend<{
  problems: Problems;
  visit: (path: string, options?: VisitOptions) => Promise<Response>;
}>({
  problems: [
    async ({ page, baseURL }, use) => {
      const allowed: RegExp[] = [
        /Failed to load resource: the server responded with a status of 404/,
        // Playwright's trace snapshots try to run a script in every frame; the newsletters'
        // sandboxed frames (no allow-scripts) refuse, as they should. Not the page's doing.
        /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
      ];
      const problems: Problems = {
        consoleErrors: [],
        failedRequests: [],
        allow: (pattern) => allowed.push(pattern),
      };
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (message) => {
        if (message.type() === 'error') problems.consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => problems.consoleErrors.push(error.message));
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? '';
        // Navigating away aborts requests still in flight; that is not a failure.
        if (request.url().startsWith(origin) && !reason.includes('ERR_ABORTED')) {
          problems.failedRequests.push(`${request.url()} (${reason})`);
        }
      });
      page.on('response', (response) => {
        const isDocument = response.request().resourceType() === 'document';
        // A document's status is asserted by the test itself (404 pages are tested on purpose).
        if (response.url().startsWith(origin) && response.status() >= 400 && !isDocument) {
          problems.failedRequests.push(`${response.url()} (${response.status()})`);
        }
      });
      await use(problems);
      // Browser messages about an expected 404 document are not errors of the page.
      const errors = problems.consoleErrors.filter((text) => !allowed.some((re) => re.test(text)));
      expect(errors, 'console errors').toEqual([]);
      const failed = problems.failedRequests.filter((text) => !allowed.some((re) => re.test(text)));
      expect(failed, 'failed requests to the site').toEqual([]);
    },
    { auto: true },
  ],
  visit: async ({ page }, use, testInfo) => {
    // The integrations build (e2e/integrations) is not the one every-page.spec.ts audits.
    const everyPageAudited = !testInfo.project.testDir.endsWith('integrations');
    await use(async (path, { status = 200, a11y = true } = {}) => {
      const response = await page.goto(path);
      if (!response) throw new Error(`No response for ${path}`);
      expect(response.status(), `HTTP status of ${path}`).toBe(status);
      await waitForHydration(page);
      if (a11y && !(everyPageAudited && auditedOnEveryPage(path))) {
        expect(await seriousA11yViolations(page), `axe on ${path}`).toEqual([]);
      }
      return response;
    });
  },
});

export { expect };
