import { sharedConfig } from '@tablogs/vitest-config';

export default sharedConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // `pnpm test` runs every package's tests beside typecheck, lint and the site's build on two
    // cores: a file's first interaction test (jsdom, React, Radix warming up) took over vitest's
    // default 5 s there, twice, on a machine where it takes a fraction of a second alone.
    testTimeout: 20_000,
  },
});
