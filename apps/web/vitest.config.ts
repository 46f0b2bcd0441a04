import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    restoreMocks: true,
    // Fails any test that logs console.error (React warnings and the like).
    setupFiles: ['./vitest.setup.ts'],
    // The server's JSON log (@tablogs/server) stays out of the output of tests that start it.
    env: { LOG_LEVEL: 'silent' },
  },
});
