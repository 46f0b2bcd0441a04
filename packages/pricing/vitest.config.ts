import { defineConfig } from 'vitest/config';

// Same defaults as @tablogs/vitest-config, written out here because that helper
// ships no types and resolves its own vitest copy (see the package README).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    restoreMocks: true,
    passWithNoTests: false,
  },
});
