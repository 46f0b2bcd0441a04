import { defineConfig } from 'tsdown';

// Two entries: the library (pure, no Node APIs) and the CLI (a Node bin).
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli/main.ts' },
  format: ['esm'],
  dts: true,
  platform: 'node',
  target: 'node20.19',
  clean: true,
  // `"type": "module"` already makes .js ESM; keep plain .js/.d.ts names.
  fixedExtension: false,
});
