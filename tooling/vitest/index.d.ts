import type { ViteUserConfig } from 'vitest/config';

/** Shared vitest defaults merged with a package's own options. */
export function sharedConfig(overrides?: ViteUserConfig): ViteUserConfig;
