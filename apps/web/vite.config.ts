import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Prerendering runs the bundled server build, which no longer sits beside the content package;
// tell the content package where its embedded entries are.
process.env.CONTENT_EMBEDDED_DIR ??= fileURLToPath(
  new URL('../../packages/content/embedded', import.meta.url),
);

export default defineConfig({
  plugins: [reactRouter()],
  build: { assetsInlineLimit: 0 },
});
