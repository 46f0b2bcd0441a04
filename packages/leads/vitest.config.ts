import { sharedConfig } from '@tablogs/vitest-config';

// PostgreSQL tests get a throwaway server from the global setup when its binaries exist.
export default sharedConfig({
  test: { globalSetup: ['./src/testing/postgres-global-setup.ts'], testTimeout: 20_000 },
});
