import { defineConfig } from 'tsdown';

// Decision 0037. The library ships unbundled, one file per source module, as ES modules and as
// CommonJS with a declaration file for each: a bundler then drops every module a consumer does
// not import (`sideEffects: false`), and TypeScript's node16 CommonJS mode gets real CommonJS.
// The CLI is a separate, self-contained Node bin with no declarations.
export default defineConfig([
  {
    entry: { index: 'src/index.ts', quote: 'src/quote.ts' },
    format: ['esm', 'cjs'],
    unbundle: true,
    dts: true,
    platform: 'neutral',
    target: 'node20.19',
    clean: ['dist'],
    // `"type": "module"`: ES modules are .js/.d.ts, CommonJS .cjs/.d.cts.
    fixedExtension: false,
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    dts: false,
    platform: 'node',
    target: 'node20.19',
    clean: false,
    fixedExtension: false,
  },
]);
