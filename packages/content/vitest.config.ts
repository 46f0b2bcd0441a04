import { sharedConfig } from '@tablogs/vitest-config';

// The Contentful tests start a local HTTP server and wait out one rate-limit reset (1 s).
export default sharedConfig({ test: { testTimeout: 15_000 } });
