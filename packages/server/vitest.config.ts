import { sharedConfig } from '@tablogs/vitest-config';

// The server's JSON log (src/ops/logging.ts) stays out of the test output; its tests read it
// from their own logger.
export default sharedConfig({
  test: {
    setupFiles: ['@tablogs/vitest-config/console-error-guard'],
    env: { LOG_LEVEL: 'silent' },
  },
});
