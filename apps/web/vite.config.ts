import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { createLogger, defineConfig } from 'vite';

// Prerendering runs the bundled server build, which no longer sits beside the content package;
// tell the content package where its embedded entries are.
process.env.CONTENT_EMBEDDED_DIR ??= fileURLToPath(
  new URL('../../packages/content/embedded', import.meta.url),
);

/**
 * Vite's logger without React Router's line per prerendered file: two lines a page, 4,400 at
 * 2,000 blog posts, drowned the build's own output in CI. A failed page still throws, naming it.
 */
function withoutPrerenderLines() {
  const logger = createLogger();
  const info = logger.info.bind(logger);
  logger.info = (message, options) => {
    if (!message.startsWith('Prerender (')) info(message, options);
  };
  return logger;
}

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // No <link rel="modulepreload"> per island dependency: Vite's helper added one for each chunk
    // an island imports (16 for the header) as the island loaded, and each link to a chunk not
    // yet fetched cost about 1 ms of main thread at once, 30-40 ms of every pricing page's
    // hydration, 3x that on the emulated phone (decision 0065). The chunks are fetched as the
    // island's imports are read instead, after the page has painted (hydration-loader.js).
    modulePreload: false,
  },
  customLogger: withoutPrerenderLines(),
});
