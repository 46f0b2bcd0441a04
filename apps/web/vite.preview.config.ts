import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The draft preview's own client entry (docs/decisions/0060): Contentful's live preview SDK and
// the code that swaps edits in. It goes to `client/assets/preview/`, apart from every visitor
// bundle; only pages the server renders for a preview session reference it.
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

export default defineConfig({
  publicDir: false,
  build: {
    outDir: path.join(buildDir, 'client', 'assets', 'preview'),
    emptyOutDir: true,
    manifest: false,
    rollupOptions: {
      input: fileURLToPath(
        new URL('../../packages/content/src/preview/live-client.ts', import.meta.url),
      ),
      output: { entryFileNames: 'preview-client-[hash].js', format: 'es' },
    },
  },
});
