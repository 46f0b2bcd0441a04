import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // Fails any test that logs console.error (React warnings and the like).
    setupFiles: ['./vitest.setup.ts'],
    // The server's JSON log (server/logging.ts) stays out of the test output; its tests read it
    // from their own logger.
    env: { LOG_LEVEL: 'silent' },
  },
});
