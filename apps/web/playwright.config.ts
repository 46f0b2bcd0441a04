import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium where present (this machine and CI); Playwright's own browser elsewhere.
const systemChromium = '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: './e2e',
  // These need a build with CRM and tag-manager ids: playwright.integrations.config.ts.
  testIgnore: ['integrations/**'],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // Visual baselines (e2e/quality/every-page.spec.ts, e2e/quality/visual-baselines.ts) are committed; one set
  // for every platform, since CI and these machines run the same Debian Chromium with the site's
  // own web fonts. Their folder keeps the name of the suite that first took them (visual.spec.ts,
  // merged into every-page.spec.ts by decision 0051): moving them would add every PNG to git again.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    toHaveScreenshot: { pathTemplate: '{testDir}/__screenshots__/visual.spec.ts/{arg}{ext}' },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test (to keep the failures') cost time on each action; CI
    // retries a failure once, and that retry is recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    // The production server over the production build, as visitors get it.
    // @tablogs/server's entry (its bin, `tablogs-server`, without the shell): the app is the
    // working directory, this folder.
    command: 'node --import tsx node_modules/@tablogs/server/src/start.ts',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DATA_DIR: 'test-results/e2e-data',
    },
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
