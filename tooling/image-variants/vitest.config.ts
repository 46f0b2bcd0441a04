import { sharedConfig } from '@tablogs/vitest-config';

// The tests encode real images (AVIF is slow): 0.4-6.5 s each beside the rest of `pnpm test` on
// two cores, so the default 5 s is too close.
export default sharedConfig({ test: { testTimeout: 30_000 } });
