// tooling/vitest ships plain JS with JSDoc and no declaration file; this describes its one export.
declare module '@tablogs/vitest-config' {
  import type { ViteUserConfig } from 'vitest/config';

  export function sharedConfig(overrides?: ViteUserConfig): ViteUserConfig;
}
