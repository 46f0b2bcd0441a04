// Shared vitest defaults. A package's vitest.config.ts is `export default sharedConfig()`
// or merges its own options over it.
import { defineConfig, mergeConfig } from 'vitest/config';

/** @param {import('vitest/config').ViteUserConfig} [overrides] */
export function sharedConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        include: ['src/**/*.test.{ts,tsx}'],
        restoreMocks: true,
        passWithNoTests: false,
      },
    }),
    overrides,
  );
}
