import { defineConfig } from '@playwright/test';
import { STAND_IN_IDS } from './e2e/integrations/stand-ins';
import base from './playwright.config';

// The CRM embeds and the tag manager only exist in a build made with their ids, and the
// server's CSP admits them only when started with the same ids: a second build and server.
// Run with `pnpm test:e2e:integrations` (builds into BUILD_DIR, default build-integrations).
const PORT = Number(process.env.E2E_PORT ?? 4320);

export default defineConfig({
  ...base,
  testDir: './e2e/integrations',
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    // @tablogs/server's entry (its bin, `tablogs-server`, without the shell): the app is the
    // working directory, this folder.
    command: 'node --import tsx node_modules/@tablogs/server/src/start.ts',
    env: {
      ...STAND_IN_IDS,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      BUILD_DIR: process.env.BUILD_DIR ?? 'build-integrations',
      DATA_DIR: 'test-results/e2e-integrations-data',
    },
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
