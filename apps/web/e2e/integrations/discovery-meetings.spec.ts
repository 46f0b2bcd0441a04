// The meetings calendar needs a build made with HUBSPOT_MEETINGS_URL. This file builds one
// beside the build under test (`<BUILD_DIR>-meetings`, rebuilt whenever it is older than that
// build), serves it on E2E_PORT + 1 and stands in for the meetings origin with page.route.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { SERVER_ARGS } from '../scripts/production-server.mjs';
import { expect, test } from './fixtures';
import { dataLayerEvents } from './marketing-helpers';

const MEETINGS_URL = 'https://meetings.hubspot.com/tablogs/discovery-call';
const MEETINGS_ORIGIN = new URL(MEETINGS_URL).origin;
const appDir = fileURLToPath(new URL('..', import.meta.url));
const mainBuild = path.resolve(appDir, process.env.BUILD_DIR ?? 'build');
const meetingsBuild = `${mainBuild}-meetings`;
const port = Number(process.env.E2E_PORT ?? 4310) + 1;

function buildStamp(dir: string): number {
  const file = path.join(dir, 'csp-hashes.json');
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function ensureMeetingsBuild(): void {
  if (buildStamp(meetingsBuild) > buildStamp(mainBuild)) return;
  const env = { ...process.env, BUILD_DIR: meetingsBuild, HUBSPOT_MEETINGS_URL: MEETINGS_URL };
  for (const args of [
    ['exec', 'react-router', 'build'],
    ['exec', 'node', 'scripts/postbuild.mjs'],
  ]) {
    const result = spawnSync('pnpm', args, { cwd: appDir, env, stdio: 'inherit' });
    if (result.status !== 0)
      throw new Error(`pnpm ${args.join(' ')} failed for the meetings build`);
  }
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** A stand-in calendar: reports its size on load (as HubSpot's does) and books on "Confirm". */
async function standInCalendar(page: Page): Promise<void> {
  await page.route(`${MEETINGS_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Calendar</title><button type="button">Confirm</button>
<script>
parent.postMessage({ height: 680 }, '*');
parent.postMessage({ height: 700 }, '*');
document.querySelector('button').addEventListener('click', () =>
  parent.postMessage({ meetingBookSucceeded: true, meetingsPayload: { bookingResponse: {} } }, '*'));
</script></html>`,
    }),
  );
}

let server: ChildProcess | undefined;

test.describe('discovery call with the meetings calendar', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    ensureMeetingsBuild();
    server = spawn(process.execPath, SERVER_ARGS, {
      cwd: appDir,
      env: {
        ...process.env,
        BUILD_DIR: meetingsBuild,
        PORT: String(port),
        HOST: '127.0.0.1',
        SKIP_BUILD: '1',
        DATA_DIR: path.join(appDir, 'test-results', 'e2e-meetings-data'),
      },
      stdio: 'ignore',
    });
    await waitForServer(`http://127.0.0.1:${port}/healthz`);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('calendar_loaded and meeting_scheduled come only from the meetings origin', async ({
    page,
    visit,
  }) => {
    await standInCalendar(page);
    await visit('/discovery-call');
    const frame = page.locator('iframe[title="Book a discovery call with TabLogs"]');
    await expect(frame).toHaveAttribute('src', `${MEETINGS_URL}?embed=true`);
    await expect
      .poll(() => dataLayerEvents(page, 'calendar_loaded'))
      .toEqual([{ event: 'calendar_loaded', meeting_type: 'discovery_call' }]);
    // The same message from anywhere else is ignored.
    await page.evaluate(() => window.postMessage({ meetingBookSucceeded: true }, '*'));
    await page.waitForTimeout(200);
    expect(await dataLayerEvents(page, 'meeting_scheduled')).toEqual([]);

    await page
      .frameLocator('iframe[title="Book a discovery call with TabLogs"]')
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect
      .poll(() => dataLayerEvents(page, 'meeting_scheduled'))
      .toEqual([{ event: 'meeting_scheduled', meeting_type: 'discovery_call' }]);
    expect(await dataLayerEvents(page, 'calendar_loaded')).toHaveLength(1);
    await expect(page.getByRole('form', { name: 'Free trial request' })).toHaveCount(0);
  });

  test('a calendar that never loads gives way to the lead form', async ({ page, visit }) => {
    await page.clock.install();
    await page.route(`${MEETINGS_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Blocked</title>' }),
    );
    await visit('/discovery-call', { a11y: false });
    await expect(page.locator('iframe')).toHaveCount(1);
    await page.clock.fastForward(16_000);
    await expect(page.getByText(/The booking calendar could not be loaded/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Free trial request' })).toBeVisible();
    expect(await dataLayerEvents(page, 'calendar_loaded')).toEqual([]);
  });

  test('switch now embeds the same calendar under its hidden heading', async ({ page, visit }) => {
    await standInCalendar(page);
    await visit('/switch-now', { a11y: false });
    await expect(page.locator('#book iframe')).toHaveAttribute('src', `${MEETINGS_URL}?embed=true`);
    await expect(page.getByRole('heading', { name: 'Discovery Call', exact: true })).toHaveCount(0);
  });
});
