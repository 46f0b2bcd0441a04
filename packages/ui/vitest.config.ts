import { sharedConfig } from '@tablogs/vitest-config';

export default sharedConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
